DROP INDEX `newsletter_subscribers_created_idx`;--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_created_idx` ON `newsletter_subscribers` (`created_at`,`email`);--> statement-breakpoint
DROP INDEX `orders_user_created_idx`;--> statement-breakpoint
DROP INDEX `orders_created_idx`;--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reviews_user_idx` ON `reviews` (`user_id`);--> statement-breakpoint
CREATE INDEX `support_messages_user_idx` ON `support_messages` (`user_id`);--> statement-breakpoint
CREATE INDEX `visitor_sessions_user_idx` ON `visitor_sessions` (`user_id`);