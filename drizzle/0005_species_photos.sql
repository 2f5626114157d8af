CREATE TABLE `species_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`species` text NOT NULL,
	`file_title` text NOT NULL,
	`author` text,
	`license` text NOT NULL,
	`license_url` text,
	`source_page` text NOT NULL,
	`view` text,
	`status` text DEFAULT 'ready' NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `species_photos_file_title_unique` ON `species_photos` (`file_title`);--> statement-breakpoint
CREATE INDEX `species_photos_species_idx` ON `species_photos` (`species`,`status`);