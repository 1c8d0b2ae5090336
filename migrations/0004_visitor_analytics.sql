CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`page` text NOT NULL,
	`product_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `visitor_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `page_views_session_idx` ON `page_views` (`session_id`);--> statement-breakpoint
CREATE INDEX `page_views_product_idx` ON `page_views` (`product_id`);--> statement-breakpoint
CREATE INDEX `page_views_page_idx` ON `page_views` (`page`);--> statement-breakpoint
CREATE TABLE `visitor_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`visitor_id` text NOT NULL,
	`user_id` integer,
	`user_agent` text DEFAULT '' NOT NULL,
	`device` text NOT NULL,
	`browser` text NOT NULL,
	`referrer` text DEFAULT '' NOT NULL,
	`is_returning_visitor` integer DEFAULT false NOT NULL,
	`page_views` integer DEFAULT 0 NOT NULL,
	`started_at` text NOT NULL,
	`last_activity_at` text NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `visitor_sessions_started_idx` ON `visitor_sessions` (`started_at`);