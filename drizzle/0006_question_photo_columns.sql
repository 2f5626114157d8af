ALTER TABLE `test_attempt_answers` ADD `photo_id` integer;--> statement-breakpoint
ALTER TABLE `questions` DROP COLUMN `image_url`;--> statement-breakpoint
ALTER TABLE `questions` DROP COLUMN `image_credit`;--> statement-breakpoint
ALTER TABLE `questions` DROP COLUMN `image_license`;--> statement-breakpoint
ALTER TABLE `questions` DROP COLUMN `image_source_url`;--> statement-breakpoint
ALTER TABLE `questions` DROP COLUMN `animal_name`;