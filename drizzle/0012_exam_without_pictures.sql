ALTER TABLE `exams` ADD `without_pictures` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `exams` ADD `counts_for_free_limit` integer DEFAULT true NOT NULL;