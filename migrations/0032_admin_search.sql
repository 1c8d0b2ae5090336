-- The Orders and Users tabs' searches (issue 35): a name, e-mail or order id typed in part used to
-- be found by reading every row (1.2 s and 150,000 orders with their shipping JSON at a year's
-- orders; 20,000 accounts).
-- A trigram index finds any three or more characters inside those texts by the index alone; the
-- triggers keep it in step with every write to an order, whoever makes it (a restore's swap too).
-- The text holds the order's id, so a trigger finds an order's row by matching its id (order_id is
-- not indexed: a plain WHERE on it would read the whole index).
-- containsText in worker/db/queries/keyset.ts reads them (a search shorter than three characters
-- still reads every row: a trigram needs three).
CREATE VIRTUAL TABLE `order_search` USING fts5(
	`order_id` UNINDEXED, `text`,
	tokenize = 'trigram'
);--> statement-breakpoint
INSERT INTO `order_search` (`order_id`, `text`)
	SELECT `id`, coalesce(json_extract(`shipping_info`, '$.firstName'), '') || ' ' ||
		coalesce(json_extract(`shipping_info`, '$.lastName'), '') || ' ' ||
		coalesce(json_extract(`shipping_info`, '$.email'), '') || ' ' || `id`
	FROM `orders`;--> statement-breakpoint
CREATE TRIGGER `order_search_insert` AFTER INSERT ON `orders` BEGIN
	INSERT INTO `order_search` (`order_id`, `text`)
	VALUES (new.`id`, coalesce(json_extract(new.`shipping_info`, '$.firstName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.lastName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.email'), '') || ' ' || new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `order_search_delete` AFTER DELETE ON `orders` BEGIN
	DELETE FROM `order_search` WHERE `order_id` = old.`id` AND `rowid` IN
		(SELECT `rowid` FROM `order_search` WHERE `order_search` MATCH '"' || replace(old.`id`, '"', '""') || '"');
END;--> statement-breakpoint
CREATE TRIGGER `order_search_update` AFTER UPDATE OF `id`, `shipping_info` ON `orders` BEGIN
	DELETE FROM `order_search` WHERE `order_id` = old.`id` AND `rowid` IN
		(SELECT `rowid` FROM `order_search` WHERE `order_search` MATCH '"' || replace(old.`id`, '"', '""') || '"');
	INSERT INTO `order_search` (`order_id`, `text`)
	VALUES (new.`id`, coalesce(json_extract(new.`shipping_info`, '$.firstName'), '') || ' ' ||
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
