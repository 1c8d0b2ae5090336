-- How many products each category holds, kept by triggers on every write to products (API, bot,
-- restore, import, seeds), so the catalogue's total and the category buttons read six rows
-- instead of counting every product: at 100,000 products each uncached first page read 100,000
-- rows, what D1 bills (worker/db/queries/catalogue.ts).
CREATE TABLE `category_totals` (
	`category` text PRIMARY KEY NOT NULL,
	`products` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `category_totals` (`category`, `products`)
	SELECT `category`, count(*) FROM `products` GROUP BY `category`;--> statement-breakpoint
CREATE TRIGGER `category_totals_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO `category_totals` (`category`, `products`) VALUES (new.`category`, 1)
		ON CONFLICT (`category`) DO UPDATE SET `products` = `products` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `category_totals_delete` AFTER DELETE ON `products` BEGIN
	UPDATE `category_totals` SET `products` = `products` - 1 WHERE `category` = old.`category`;
END;--> statement-breakpoint
CREATE TRIGGER `category_totals_update` AFTER UPDATE OF `category` ON `products`
	WHEN old.`category` IS NOT new.`category` BEGIN
	UPDATE `category_totals` SET `products` = `products` - 1 WHERE `category` = old.`category`;
	INSERT INTO `category_totals` (`category`, `products`) VALUES (new.`category`, 1)
		ON CONFLICT (`category`) DO UPDATE SET `products` = `products` + 1;
END;
