CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_user_id` text,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `read_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answered_at` integer;--> statement-breakpoint
ALTER TABLE `question_feedback` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `question_feedback` ADD `owner_note` text;--> statement-breakpoint
ALTER TABLE `question_feedback` ADD `handled_at` integer;--> statement-breakpoint
ALTER TABLE `questions` ADD `withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `stripe_events` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `stripe_events` ADD `deliveries` integer DEFAULT 1 NOT NULL;