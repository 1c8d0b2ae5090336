-- The Orders tab finds an order by the customer's phone too: a cash-on-delivery customer who calls
-- the shop gives their number, not an order id. The phone joins the order's search text as its
-- digits with the country code as a leading 0 ("+964 770 123 4567" -> "07701234567"), the way
-- Iraqis write it; a search typed as a phone is put the same way (phoneSearchText in
-- worker/domain/iraq-address.ts). The insert and update triggers of migration 0032 are replaced and
-- the index rebuilt from every order; the delete trigger is unchanged.
DROP TRIGGER `order_search_insert`;--> statement-breakpoint
DROP TRIGGER `order_search_update`;--> statement-breakpoint
DELETE FROM `order_search`;--> statement-breakpoint
INSERT INTO `order_search` (`rowid`, `order_id`, `text`)
	SELECT `rowid`, `id`, coalesce(json_extract(`shipping_info`, '$.firstName'), '') || ' ' ||
		coalesce(json_extract(`shipping_info`, '$.lastName'), '') || ' ' ||
		coalesce(json_extract(`shipping_info`, '$.email'), '') || ' ' || `id` || ' ' ||
		replace(replace(coalesce(json_extract(`shipping_info`, '$.phone'), ''), ' ', ''), '+964', '0')
	FROM `orders`;--> statement-breakpoint
CREATE TRIGGER `order_search_insert` AFTER INSERT ON `orders` BEGIN
	INSERT OR REPLACE INTO `order_search` (`rowid`, `order_id`, `text`)
	VALUES (new.`rowid`, new.`id`, coalesce(json_extract(new.`shipping_info`, '$.firstName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.lastName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.email'), '') || ' ' || new.`id` || ' ' ||
		replace(replace(coalesce(json_extract(new.`shipping_info`, '$.phone'), ''), ' ', ''), '+964', '0'));
END;--> statement-breakpoint
CREATE TRIGGER `order_search_update` AFTER UPDATE OF `id`, `shipping_info` ON `orders` BEGIN
	DELETE FROM `order_search` WHERE `rowid` = old.`rowid` AND `order_id` = old.`id`;
	INSERT OR REPLACE INTO `order_search` (`rowid`, `order_id`, `text`)
	VALUES (new.`rowid`, new.`id`, coalesce(json_extract(new.`shipping_info`, '$.firstName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.lastName'), '') || ' ' ||
		coalesce(json_extract(new.`shipping_info`, '$.email'), '') || ' ' || new.`id` || ' ' ||
		replace(replace(coalesce(json_extract(new.`shipping_info`, '$.phone'), ''), ' ', ''), '+964', '0'));
END;
