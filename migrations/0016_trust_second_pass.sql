-- The catalogue version names the database state a cached answer or an ETag came from. A counter
-- starts again with each database: after `npm run db:reset` (which keeps the Workers cache), a
-- restore or a D1 point-in-time restore, the counter reached values it had already had, and an old
-- answer kept under that value was served for a different catalogue. A random value never comes
-- back: every write draws a new one (53 bits, exact in JavaScript), and this migration draws the
-- first, so even two freshly migrated databases differ. Readers only compare it for equality.
UPDATE `catalogue_version` SET `version` = abs(random() % 9007199254740991) WHERE `id` = 1;--> statement-breakpoint
INSERT OR IGNORE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_insert`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_insert` AFTER INSERT ON `products` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_update`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_update` AFTER UPDATE ON `products` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_delete`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_delete` AFTER DELETE ON `products` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_fitment_insert`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_fitment_insert` AFTER INSERT ON `product_fitments` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_fitment_update`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_fitment_update` AFTER UPDATE ON `product_fitments` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_fitment_delete`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_fitment_delete` AFTER DELETE ON `product_fitments` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_vehicle_insert`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_vehicle_insert` AFTER INSERT ON `vehicles` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_vehicle_update`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_vehicle_update` AFTER UPDATE ON `vehicles` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS `catalogue_version_vehicle_delete`;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_vehicle_delete` AFTER DELETE ON `vehicles` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`) VALUES (1, abs(random() % 9007199254740991));
END;
--> statement-breakpoint
-- Sign-in attempts are counted per e-mail *and* where they come from (the client address, or the
-- account for a signed-in check of the current password): six wrong passwords from one address no
-- longer lock the account's owner out everywhere. The counts are short-lived; they start again.
DROP TABLE `login_failures`;--> statement-breakpoint
CREATE TABLE `login_failures` (
	`email` text NOT NULL,
	`source` text NOT NULL,
	`failures` integer NOT NULL,
	`window_start` text NOT NULL,
	PRIMARY KEY(`email`, `source`)
);--> statement-breakpoint
CREATE INDEX `login_failures_window_idx` ON `login_failures` (`window_start`);
