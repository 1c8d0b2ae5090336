-- The morning briefing lists the products at or under the low-stock level (worker/db/queries/
-- briefing.ts): without this index that read scans every product (100,000 rows billed each day).
CREATE INDEX `products_stock_idx` ON `products` (`stock`,`id`);
