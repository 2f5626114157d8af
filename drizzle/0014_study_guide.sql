CREATE TABLE `section_reads` (
	`user_id` text NOT NULL,
	`section_id` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `section_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`section_id`) REFERENCES `study_sections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `study_chapters` (
	`subject` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`intro` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `study_chapters_slug_unique` ON `study_chapters` (`slug`);--> statement-breakpoint
CREATE TABLE `study_sections` (
	`id` text PRIMARY KEY NOT NULL,
	`subject` integer NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`plain_text` text NOT NULL,
	`sources` text NOT NULL,
	`species` text NOT NULL,
	`checked_on` text NOT NULL,
	`law_as_of` text,
	FOREIGN KEY (`subject`) REFERENCES `study_chapters`(`subject`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `study_sections_subject_idx` ON `study_sections` (`subject`,`position`);--> statement-breakpoint
ALTER TABLE `questions` ADD `section_id` text;--> statement-breakpoint
CREATE INDEX `questions_section_idx` ON `questions` (`section_id`);--> statement-breakpoint
ALTER TABLE `species` ADD `marks` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `species` ADD `key_mark` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `species` ADD `lookalikes` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `species` ADD `sexes` text;--> statement-breakpoint
ALTER TABLE `species` ADD `law` text;--> statement-breakpoint
ALTER TABLE `species` ADD `source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `species` ADD `checked_on` text;--> statement-breakpoint
-- Written by hand: drizzle-kit does not know virtual tables, so the search index is in no snapshot (ADR 22).
CREATE VIRTUAL TABLE `search_index` USING fts5(`kind` UNINDEXED, `path` UNINDEXED, `context` UNINDEXED, `title`, `body`, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
