-- A refund of a paid online payment as a record of its own (worker/domain/refunds.ts): requested
-- with the cancellation or late payment that needs it, tried at the provider, tried again later
-- when the provider cannot be reached, done when the provider confirms it, or left to the owner
-- with the reason. One refund per payment: a second request finds the first.
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL REFERENCES `payments`(`id`) ON DELETE cascade,
	`order_id` text NOT NULL,
	`provider` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`reason` text NOT NULL,
	`state` text NOT NULL,
	`provider_ref` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`detail` text DEFAULT '' NOT NULL,
	`requested_via` text NOT NULL,
	`requested_by` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_payment_unique` ON `refunds` (`payment_id`);
--> statement-breakpoint
-- The cron reads the open refunds whose time has come; the dashboard lists those left to the owner.
CREATE INDEX `refunds_state_next_idx` ON `refunds` (`state`, `next_attempt_at`);
--> statement-breakpoint
CREATE INDEX `refunds_order_idx` ON `refunds` (`order_id`);
--> statement-breakpoint
-- A revival's own mark, written first in its batch while the order can be revived: the batch's
-- other statements act only where their mark is there, so two revivals at once take the units
-- once (the second finds the order revived and writes no mark).
CREATE TABLE `revival_marks` (
	`order_id` text PRIMARY KEY NOT NULL,
	`mark` text NOT NULL
);
--> statement-breakpoint
-- A paid payment whose order was cancelled and has no refund yet: the payments cron finds it
-- (a refund request lost between two writes is requested again).
CREATE INDEX `payments_state_order_idx` ON `payments` (`state`, `order_id`);
