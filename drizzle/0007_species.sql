CREATE TABLE `species` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`scientific_name` text NOT NULL,
	`group_name` text NOT NULL,
	`animal_class` text NOT NULL,
	`photo_plan` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `questions` ADD `species_id` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `photo_view` text;