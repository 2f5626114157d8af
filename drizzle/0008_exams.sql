CREATE TABLE `exam_answers` (
	`exam_id` text NOT NULL,
	`position` integer NOT NULL,
	`question_id` text NOT NULL,
	`option_order` text NOT NULL,
	`photo_id` integer,
	`selected_option` integer,
	`flagged` integer DEFAULT false NOT NULL,
	`is_correct` integer,
	PRIMARY KEY(`exam_id`, `position`),
	FOREIGN KEY (`exam_id`) REFERENCES `exams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `exams` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`question_count` integer NOT NULL,
	`picture_count` integer NOT NULL,
	`pass_mark` integer NOT NULL,
	`premium_bank` integer NOT NULL,
	`started_at` integer NOT NULL,
	`deadline_at` integer,
	`finished_at` integer,
	`correct_count` integer,
	`passed` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exams_user_idx` ON `exams` (`user_id`,`status`,`started_at`);