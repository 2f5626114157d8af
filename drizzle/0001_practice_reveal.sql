DROP INDEX `test_attempts_user_idx`;--> statement-breakpoint
DROP INDEX `test_attempts_visitor_idx`;--> statement-breakpoint
CREATE INDEX `test_attempts_user_idx` ON `test_attempts` (`user_id`,`status`,`finished_at`);--> statement-breakpoint
CREATE INDEX `test_attempts_visitor_idx` ON `test_attempts` (`visitor_id`,`status`);--> statement-breakpoint
ALTER TABLE `test_attempt_answers` ADD `revealed` integer DEFAULT false NOT NULL;