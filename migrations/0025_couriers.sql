-- Couriers (worker/services/couriers): the parcel of an order goes out with a delivery company,
-- which carries it, collects the cash at the door and pays the shop later on its statements.

-- Each courier's own lists of places (its cities and regions, refreshed from its API by an admin
-- action), kept so that the owner can pick a courier's place by hand.
CREATE TABLE `courier_places` (
	`courier` text NOT NULL,
	`kind` text NOT NULL,
	`id` text NOT NULL,
	`parent_id` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`refreshed_at` text NOT NULL,
	PRIMARY KEY (`courier`, `kind`, `id`)
);
--> statement-breakpoint
-- Where each of the shop's cities (worker/domain/iraq-places.ts) is in a courier's lists: matched by
-- name on refresh, or chosen by an admin (chosen_by) where no name matched.
CREATE TABLE `courier_place_map` (
	`courier` text NOT NULL,
	`governorate` text NOT NULL,
	`city` text NOT NULL,
	`courier_city_id` text NOT NULL,
	`courier_region_id` text DEFAULT '' NOT NULL,
	`chosen_by` text,
	`updated_at` text NOT NULL,
	PRIMARY KEY (`courier`, `governorate`, `city`)
);
--> statement-breakpoint
-- An order's shipment with a courier: one per order. Written as `creating` before the courier is
-- called, so a second press (or a slow answer) finds it rather than creating a second parcel.
CREATE TABLE `shipments` (
	`order_id` text PRIMARY KEY NOT NULL REFERENCES `orders`(`id`) ON DELETE cascade,
	`courier` text NOT NULL,
	`state` text NOT NULL,
	`reference` text,
	`label_url` text,
	`courier_status` text DEFAULT '' NOT NULL,
	`amount_to_collect` integer NOT NULL,
	`fee` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`lease_until` text,
	`last_error` text DEFAULT '' NOT NULL,
	`requested_by` text DEFAULT '' NOT NULL,
	`polled_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_courier_reference_unique` ON `shipments` (`courier`, `reference`);
--> statement-breakpoint
-- The cron polls the shipments still with a courier, least recently read first, and retries those
-- whose creation failed for a reason that may pass.
CREATE INDEX `shipments_state_polled_idx` ON `shipments` (`state`, `courier`, `polled_at`);
--> statement-breakpoint
-- The courier's steps of a parcel as it reported them (the tracking page shows them); a report
-- read twice (a replayed notification, a poll after a notification) is kept once.
CREATE TABLE `shipment_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL REFERENCES `orders`(`id`) ON DELETE cascade,
	`courier` text NOT NULL,
	`courier_status` text NOT NULL,
	`status` text,
	`at` text NOT NULL,
	`dedupe_key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_steps_dedupe_unique` ON `shipment_steps` (`dedupe_key`);
--> statement-breakpoint
CREATE INDEX `shipment_steps_order_idx` ON `shipment_steps` (`order_id`, `at`);
--> statement-breakpoint
-- The cash a delivered cash-on-delivery order leaves owed to the shop: by its courier (or by hand,
-- courier `hand`), the amount collected, the courier's fee and the net due; settled by a courier's
-- statement or recorded by an admin. One row per order: a parcel delivered twice counts once.
CREATE TABLE `cash_ledger` (
	`order_id` text PRIMARY KEY NOT NULL,
	`courier` text NOT NULL,
	`collected` integer NOT NULL,
	`fee` integer NOT NULL,
	`net` integer NOT NULL,
	`delivered_at` text NOT NULL,
	`settled_at` text,
	`settled_amount` integer,
	`statement_ref` text,
	`recorded_by` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cash_ledger_open_idx` ON `cash_ledger` (`courier`, `settled_at`, `delivered_at`);
--> statement-breakpoint
-- A courier's statements of money paid to the shop, each read once.
CREATE TABLE `courier_statements` (
	`courier` text NOT NULL,
	`reference` text NOT NULL,
	`paid_at` text NOT NULL,
	`amount` integer NOT NULL,
	`parcels` integer NOT NULL,
	`read_at` text NOT NULL,
	PRIMARY KEY (`courier`, `reference`)
);
--> statement-breakpoint
-- What a statement did not match: an amount the courier changed, a parcel paid twice, a delivered
-- parcel missing from the statements, a parcel the shop does not know. Told to the admin chats once.
CREATE TABLE `cash_differences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`courier` text NOT NULL,
	`order_id` text,
	`kind` text NOT NULL,
	`expected` integer,
	`received` integer,
	`statement_ref` text,
	`noticed_at` text NOT NULL,
	`resolved_at` text,
	`resolved_by` text,
	`dedupe_key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_differences_dedupe_unique` ON `cash_differences` (`dedupe_key`);
--> statement-breakpoint
CREATE INDEX `cash_differences_open_idx` ON `cash_differences` (`resolved_at`, `noticed_at`);
--> statement-breakpoint
-- Parcels refused at the door, by the customer's phone: too many in a while and checkout stops
-- offering cash on delivery to that phone, until an admin clears its record.
CREATE TABLE `phone_refusals` (
	`order_id` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`at` text NOT NULL,
	`cleared_at` text,
	`cleared_by` text
);
--> statement-breakpoint
CREATE INDEX `phone_refusals_phone_idx` ON `phone_refusals` (`phone`, `at`);
