-- Money becomes whole Iraqi dinars (DECISIONS.md, "Money"): every amount stored in fils (1/1000
-- dinar) is rounded half up to a whole dinar. An order's total becomes the exact sum of its
-- rounded lines, and where that moved the total, its history says so (an 'amounts-rounded' event
-- whose actor gives the old and new total). A US-dollar payment (PayPal) kept thousandths of a
-- dollar: it now keeps cents. Settings saved before hold the spec's stand-in fees (9.99, 75,
-- 2.99): a record with a fraction gets the fees a Baghdad shop opens with in their place, and any
-- other fraction rounded (schemas/settings.ts upgradeSavedSettings does the same on read and for
-- old backup files).
INSERT INTO `order_events` (`order_id`, `kind`, `status`, `channel`, `actor`, `created_at`)
SELECT `id`, 'amounts-rounded', `status`, 'upgrade',
	printf('total %.3f → %d IQD', `total` / 1000.0,
		(`subtotal` + 500) / 1000 + (`shipping` + 500) / 1000 + (`tax` + 500) / 1000 + (`payment_fee` + 500) / 1000),
	strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `orders`
WHERE `total` <> ((`subtotal` + 500) / 1000 + (`shipping` + 500) / 1000 + (`tax` + 500) / 1000 + (`payment_fee` + 500) / 1000) * 1000;
--> statement-breakpoint
UPDATE `orders` SET
	`subtotal` = (`subtotal` + 500) / 1000,
	`shipping` = (`shipping` + 500) / 1000,
	`tax` = (`tax` + 500) / 1000,
	`payment_fee` = (`payment_fee` + 500) / 1000,
	`total` = (`subtotal` + 500) / 1000 + (`shipping` + 500) / 1000 + (`tax` + 500) / 1000 + (`payment_fee` + 500) / 1000;
--> statement-breakpoint
UPDATE `order_items` SET `price` = (`price` + 500) / 1000;
--> statement-breakpoint
UPDATE `products` SET
	`price` = (`price` + 500) / 1000,
	`original_price` = (`original_price` + 500) / 1000;
--> statement-breakpoint
UPDATE `payments` SET `amount` = CASE `currency`
	WHEN 'USD' THEN (`amount` + 5) / 10
	ELSE (`amount` + 500) / 1000
END;
--> statement-breakpoint
UPDATE `settings` SET `value` = json_replace(`value`,
	'$.deliveryFees.baghdad', CASE json_extract(`value`, '$.deliveryFees.baghdad')
		WHEN 9.99 THEN 5000 ELSE CAST(round(json_extract(`value`, '$.deliveryFees.baghdad')) AS INTEGER) END,
	'$.deliveryFees.otherGovernorates', CASE json_extract(`value`, '$.deliveryFees.otherGovernorates')
		WHEN 9.99 THEN 10000 ELSE CAST(round(json_extract(`value`, '$.deliveryFees.otherGovernorates')) AS INTEGER) END,
	'$.freeShippingThreshold', CASE json_extract(`value`, '$.freeShippingThreshold')
		WHEN 75 THEN 150000 ELSE CAST(round(json_extract(`value`, '$.freeShippingThreshold')) AS INTEGER) END,
	'$.paymentMethods[0].fee', CASE json_extract(`value`, '$.paymentMethods[0].fee')
		WHEN 2.99 THEN 1000 ELSE CAST(round(json_extract(`value`, '$.paymentMethods[0].fee')) AS INTEGER) END,
	'$.paymentMethods[1].fee', CASE json_extract(`value`, '$.paymentMethods[1].fee')
		WHEN 2.99 THEN 1000 ELSE CAST(round(json_extract(`value`, '$.paymentMethods[1].fee')) AS INTEGER) END,
	'$.paymentMethods[2].fee', CASE json_extract(`value`, '$.paymentMethods[2].fee')
		WHEN 2.99 THEN 1000 ELSE CAST(round(json_extract(`value`, '$.paymentMethods[2].fee')) AS INTEGER) END,
	'$.paymentMethods[3].fee', CASE json_extract(`value`, '$.paymentMethods[3].fee')
		WHEN 2.99 THEN 1000 ELSE CAST(round(json_extract(`value`, '$.paymentMethods[3].fee')) AS INTEGER) END,
	'$.paymentMethods[4].fee', CASE json_extract(`value`, '$.paymentMethods[4].fee')
		WHEN 2.99 THEN 1000 ELSE CAST(round(json_extract(`value`, '$.paymentMethods[4].fee')) AS INTEGER) END)
WHERE `key` = 'shop' AND json_extract(`value`, '$.deliveryFees') IS NOT NULL AND (
	json_extract(`value`, '$.deliveryFees.baghdad') <> round(json_extract(`value`, '$.deliveryFees.baghdad'))
	OR json_extract(`value`, '$.deliveryFees.otherGovernorates') <> round(json_extract(`value`, '$.deliveryFees.otherGovernorates'))
	OR json_extract(`value`, '$.freeShippingThreshold') <> round(json_extract(`value`, '$.freeShippingThreshold'))
	OR EXISTS (SELECT 1 FROM json_each(`value`, '$.paymentMethods') AS m
		WHERE json_extract(m.`value`, '$.fee') <> round(json_extract(m.`value`, '$.fee'))));
