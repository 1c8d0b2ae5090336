-- Back-in-stock requests (issue 23): an address is written to only once its owner confirmed it
-- through a signed link, and `+tag` variants (and Gmail's dots) of one mailbox count as one.
-- `mailbox` is the address in that form (domain/mailbox.ts), the key of the one-per-product rule
-- and of the per-address limits; `email` stays the address as typed, where the e-mails go.
-- Requests made before this were taken without confirmation: they keep working as confirmed.
ALTER TABLE `stock_alerts` ADD `mailbox` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `stock_alerts` ADD `confirmed_at` text;--> statement-breakpoint
UPDATE `stock_alerts` SET `mailbox` = `email`, `confirmed_at` = `created_at`;--> statement-breakpoint
DROP INDEX IF EXISTS `stock_alerts_product_email_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_product_mailbox_unique` ON `stock_alerts` (`product_id`,`mailbox`);--> statement-breakpoint
CREATE INDEX `stock_alerts_mailbox_idx` ON `stock_alerts` (`mailbox`,`created_at`);
--> statement-breakpoint
-- An account's e-mail address is verified when its owner pressed the signed link e-mailed to it;
-- order and status e-mails go only to a verified address. Accounts made before this never proved
-- theirs: they stay unverified until they ask for a link.
ALTER TABLE `users` ADD `email_verified_at` text;
