-- The Orders and Users tabs at a year of data (issue 35). Their searches: a name, e-mail or order
-- id typed in part used to be found by reading every row (1.2 s and 150,000 orders with their
-- shipping JSON at a year's orders; 20,000 accounts).
-- A trigram index finds any three or more characters inside those texts by the index alone; the
-- triggers keep it in step with every write to an order, whoever makes it (a restore's swap too).
-- An order's row takes the order's rowid, so a trigger finds it by key (a WHERE on order_id, or a
-- MATCH of the id, reads the whole index: every id shares its first characters, and a restore's
-- swap deleting 150,000 orders ran for minutes). Searches join on order_id, never on the rowid: a
-- VACUUM may renumber the orders' rowids (they are not an INTEGER PRIMARY KEY), which can at worst
-- leave a stale row that joins no order, and INSERT OR REPLACE takes over a reused rowid.
-- indexedText in worker/db/queries/keyset.ts reads them (a search shorter than three characters
-- still reads every row: a trigram needs three).
CREATE VIRTUAL TABLE `order_search` USING fts5(
	`order_id` UNINDEXED, `text`,
	tokenize = 'trigram'
);--> statement-breakpoint
INSERT INTO `order_search` (`rowid`, `order_id`, `text`)
	SELECT `rowid`, `id`, coalesce(json_extract(`shipping_info`, '$.firstName'), '') || ' ' ||
		coalesce(json_extract(`shipping_info`, '$.lastName'), '') || ' ' ||
		coalesce(json_extract(`shipping_info`, '$.email'), '') || ' ' || `id`
	FROM `orders`;--> statement-breakpoint
CREATE TRIGGER `order_search_insert` AFTER INSERT ON `orders` BEGIN
	INSERT OR REPLACE INTO `order_search` (`rowid`, `order_id`, `text`)
	VALUES (new.`rowid`, new.`id`, coalesce(json_extract(new.`shipping_info`, '$.firstName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.lastName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.email'), '') || ' ' || new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `order_search_delete` AFTER DELETE ON `orders` BEGIN
	DELETE FROM `order_search` WHERE `rowid` = old.`rowid` AND `order_id` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `order_search_update` AFTER UPDATE OF `id`, `shipping_info` ON `orders` BEGIN
	DELETE FROM `order_search` WHERE `rowid` = old.`rowid` AND `order_id` = old.`id`;
	INSERT OR REPLACE INTO `order_search` (`rowid`, `order_id`, `text`)
	VALUES (new.`rowid`, new.`id`, coalesce(json_extract(new.`shipping_info`, '$.firstName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.lastName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.email'), '') || ' ' || new.`id`);
END;
--> statement-breakpoint
-- The accounts' index is keyed by the user's id as its rowid.
CREATE VIRTUAL TABLE `user_search` USING fts5(`text`, tokenize = 'trigram');--> statement-breakpoint
INSERT INTO `user_search` (`rowid`, `text`)
	SELECT `id`, `first_name` || ' ' || `last_name` || ' ' || `email` FROM `users`;--> statement-breakpoint
CREATE TRIGGER `user_search_insert` AFTER INSERT ON `users` BEGIN
	INSERT INTO `user_search` (`rowid`, `text`)
	VALUES (new.`id`, new.`first_name` || ' ' || new.`last_name` || ' ' || new.`email`);
END;--> statement-breakpoint
CREATE TRIGGER `user_search_delete` AFTER DELETE ON `users` BEGIN
	DELETE FROM `user_search` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `user_search_update` AFTER UPDATE OF `id`, `first_name`, `last_name`, `email` ON `users` BEGIN
	DELETE FROM `user_search` WHERE `rowid` = old.`id`;
	INSERT INTO `user_search` (`rowid`, `text`)
	VALUES (new.`id`, new.`first_name` || ' ' || new.`last_name` || ' ' || new.`email`);
END;
--> statement-breakpoint
-- The Users and Orders tabs' totals (unfiltered, or by status alone) read one kept row instead of
-- counting every account and order (150,000 rows at a year): newestFirstPage in
-- worker/db/queries/keyset.ts.
CREATE TABLE `list_totals` (
	`name` text PRIMARY KEY NOT NULL,
	`rows` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `list_totals` (`name`, `rows`) SELECT 'users', count(*) FROM `users`;--> statement-breakpoint
INSERT INTO `list_totals` (`name`, `rows`) SELECT 'orders', count(*) FROM `orders`;--> statement-breakpoint
INSERT INTO `list_totals` (`name`, `rows`)
	SELECT 'orders:' || `status`, count(*) FROM `orders` GROUP BY `status`;--> statement-breakpoint
CREATE TRIGGER `users_totalled` AFTER INSERT ON `users` BEGIN
	INSERT INTO `list_totals` (`name`, `rows`) VALUES ('users', 1)
		ON CONFLICT (`name`) DO UPDATE SET `rows` = `rows` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `users_untotalled` AFTER DELETE ON `users` BEGIN
	UPDATE `list_totals` SET `rows` = `rows` - 1 WHERE `name` = 'users';
END;--> statement-breakpoint
CREATE TRIGGER `orders_totalled` AFTER INSERT ON `orders` BEGIN
	INSERT INTO `list_totals` (`name`, `rows`) VALUES ('orders', 1)
		ON CONFLICT (`name`) DO UPDATE SET `rows` = `rows` + 1;
	INSERT INTO `list_totals` (`name`, `rows`) VALUES ('orders:' || new.`status`, 1)
		ON CONFLICT (`name`) DO UPDATE SET `rows` = `rows` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `orders_untotalled` AFTER DELETE ON `orders` BEGIN
	UPDATE `list_totals` SET `rows` = `rows` - 1 WHERE `name` IN ('orders', 'orders:' || old.`status`);
END;--> statement-breakpoint
CREATE TRIGGER `orders_retotalled` AFTER UPDATE OF `status` ON `orders`
	WHEN old.`status` IS NOT new.`status` BEGIN
	UPDATE `list_totals` SET `rows` = `rows` - 1 WHERE `name` = 'orders:' || old.`status`;
	INSERT INTO `list_totals` (`name`, `rows`) VALUES ('orders:' || new.`status`, 1)
		ON CONFLICT (`name`) DO UPDATE SET `rows` = `rows` + 1;
END;
