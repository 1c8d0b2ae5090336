-- WhatsApp for customers (docs/messages.md#whatsapp): the opt-in, stored with its time on the order
-- (chosen at checkout) and on the account (its switch); a stop reply or the switch clears it.
ALTER TABLE `orders` ADD `whatsapp_opt_in_at` text;
--> statement-breakpoint
ALTER TABLE `users` ADD `whatsapp_opt_in_at` text;
--> statement-breakpoint
-- Each webhook delivery seen (a message id, or a message's id and status): Meta delivers at least
-- once, so a replayed one is recognised and changes nothing.
CREATE TABLE `whatsapp_inbound` (
	`key` text PRIMARY KEY NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
-- Each message sent through the Cloud API (its wamid) and the last status Meta reported for it
-- (sent, delivered, read, failed with the error's code), beside the outbox row it came from.
CREATE TABLE `whatsapp_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`outbox_id` integer NOT NULL,
	`order_id` text NOT NULL,
	`status` text DEFAULT 'accepted' NOT NULL,
	`error_code` integer,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `whatsapp_messages_outbox_idx` ON `whatsapp_messages` (`outbox_id`);
