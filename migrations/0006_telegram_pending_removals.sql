CREATE TABLE `telegram_pending_removals` (
	`chat_id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` text NOT NULL
);
