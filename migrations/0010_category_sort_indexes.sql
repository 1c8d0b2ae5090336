CREATE INDEX `products_category_price_idx` ON `products` (`category`,`price`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_rating_idx` ON `products` (`category`,`rating`,`id`);