-- Issue 21: every message the shop sends (e-mail, Telegram, SMS) is first a row here, written in the
-- same D1 batch as the change that causes it, then forwarded to the DELIVERIES queue, whose consumer
-- sends it and marks the row (worker/services/deliveries). Hand-written: the drizzle snapshot chain
-- is redone when issue 20's 0014_payments is merged.
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`kind` text NOT NULL,
	`lane` text,
	`ref` text,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text NOT NULL,
	`forwarded_at` text,
	`lease_until` text,
	`sent_at` text,
	`failed_at` text,
	`warned_at` text
);
--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`,`forwarded_at`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_lane_idx` ON `outbox` (`lane`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_ref_idx` ON `outbox` (`ref`,`kind`);--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at`,`channel`,`status`);--> statement-breakpoint
-- The messages of an order change are written from the events it just recorded.
CREATE INDEX `order_events_created_idx` ON `order_events` (`created_at`);--> statement-breakpoint
-- The local e-mail provider keeps each delivery once: the outbox id is its idempotency key.
ALTER TABLE `email_outbox` ADD `delivery_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_delivery_unique` ON `email_outbox` (`delivery_id`);
