CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
DROP INDEX `orders_status_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `stock_returned` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `phone_verifications` ADD `user_id` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `phone_verifications_user_idx` ON `phone_verifications` (`user_id`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `verified` integer DEFAULT false NOT NULL;