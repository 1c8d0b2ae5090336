CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`channel` text NOT NULL,
	`actor` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_token` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE `stock_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_product_email_unique` ON `stock_alerts` (`product_id`,`email`);--> statement-breakpoint
CREATE INDEX `stock_alerts_user_idx` ON `stock_alerts` (`user_id`);--> statement-breakpoint
CREATE TABLE `telegram_order_messages` (
	`chat_id` integer NOT NULL,
	`message_id` integer NOT NULL,
	`order_id` text NOT NULL,
	PRIMARY KEY(`chat_id`, `message_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `telegram_order_messages_order_idx` ON `telegram_order_messages` (`order_id`);--> statement-breakpoint
-- Every existing order gets its unguessable tracking token (128 random bits) before the index.
UPDATE `orders` SET `tracking_token` = lower(hex(randomblob(16))) WHERE `tracking_token` = '';--> statement-breakpoint
CREATE UNIQUE INDEX `orders_tracking_token_unique` ON `orders` (`tracking_token`);
--> statement-breakpoint
-- Orders written with the old US-style form read in the Iraqi one, losing nothing (the same rule as
-- fromLegacyShipping in worker/domain/iraq-address.ts): the governorate the state (else the city)
-- names, Baghdad when neither does; the street address becomes the area, with a state that named
-- no governorate and the zip code kept beside it; no landmark.
CREATE TABLE `_governorate_names` (`name` text PRIMARY KEY NOT NULL, `id` text NOT NULL);--> statement-breakpoint
INSERT INTO `_governorate_names` VALUES ('baghdad', 'baghdad'), ('بغداد', 'baghdad'), ('basra', 'basra'), ('البصرة', 'basra'), ('nineveh', 'nineveh'), ('نينوى', 'nineveh'), ('erbil', 'erbil'), ('أربيل', 'erbil'), ('sulaymaniyah', 'sulaymaniyah'), ('السليمانية', 'sulaymaniyah'), ('duhok', 'duhok'), ('دهوك', 'duhok'), ('kirkuk', 'kirkuk'), ('كركوك', 'kirkuk'), ('anbar', 'anbar'), ('الأنبار', 'anbar'), ('diyala', 'diyala'), ('ديالى', 'diyala'), ('salah ad-din', 'salahaddin'), ('salahaddin', 'salahaddin'), ('صلاح الدين', 'salahaddin'), ('babil', 'babil'), ('بابل', 'babil'), ('karbala', 'karbala'), ('كربلاء', 'karbala'), ('najaf', 'najaf'), ('النجف', 'najaf'), ('al-qadisiyah', 'qadisiyah'), ('qadisiyah', 'qadisiyah'), ('القادسية', 'qadisiyah'), ('wasit', 'wasit'), ('واسط', 'wasit'), ('maysan', 'maysan'), ('ميسان', 'maysan'), ('dhi qar', 'dhi-qar'), ('dhi-qar', 'dhi-qar'), ('ذي قار', 'dhi-qar'), ('muthanna', 'muthanna'), ('المثنى', 'muthanna');--> statement-breakpoint
UPDATE `orders` SET `shipping_info` = (
  SELECT json_object(
    'firstName', json_extract(`orders`.`shipping_info`, '$.firstName'),
    'lastName', json_extract(`orders`.`shipping_info`, '$.lastName'),
    'email', json_extract(`orders`.`shipping_info`, '$.email'),
    'phone', json_extract(`orders`.`shipping_info`, '$.phone'),
    'governorate', coalesce(o.by_state, o.by_city, 'baghdad'),
    'city', o.city,
    'area', trim(
      o.address
        || CASE WHEN o.by_state IS NULL AND trim(o.state) <> '' THEN ', ' || trim(o.state) ELSE '' END
        || CASE WHEN trim(o.zip) <> '' THEN ', ' || trim(o.zip) ELSE '' END,
      ', '),
    'landmark', '')
  FROM (
    SELECT
      coalesce(json_extract(`orders`.`shipping_info`, '$.address'), '') AS address,
      coalesce(json_extract(`orders`.`shipping_info`, '$.city'), '') AS city,
      coalesce(json_extract(`orders`.`shipping_info`, '$.state'), '') AS state,
      coalesce(json_extract(`orders`.`shipping_info`, '$.zipCode'), '') AS zip,
      (SELECT `id` FROM `_governorate_names` WHERE `name` = lower(trim(json_extract(`orders`.`shipping_info`, '$.state')))) AS by_state,
      (SELECT `id` FROM `_governorate_names` WHERE `name` = lower(trim(json_extract(`orders`.`shipping_info`, '$.city')))) AS by_city
  ) AS o
)
WHERE json_extract(`shipping_info`, '$.governorate') IS NULL;--> statement-breakpoint
DROP TABLE `_governorate_names`;--> statement-breakpoint
-- Each existing order's timeline starts with its placing.
INSERT INTO `order_events` (`order_id`, `kind`, `status`, `channel`, `actor`, `created_at`)
SELECT `id`, 'placed', CASE WHEN `payment_method` = 'cod' THEN 'pending' ELSE 'confirmed' END, 'customer', '', `created_at` FROM `orders`;