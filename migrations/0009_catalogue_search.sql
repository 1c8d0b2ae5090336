CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `products` ADD `search_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`price`,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` (`rating`,`id`);--> statement-breakpoint
-- Rows written before this migration: their names in search form as far as SQL can make it (a
-- product's next save writes normalizeSearch()'s form); search_text already holds every text.
UPDATE `products` SET `search_name` = lower(`name` || ' ' || `name_ar`);--> statement-breakpoint
-- The catalogue's full-text index over the two search columns, read by bm25 with the name
-- weighted above the rest (worker/db/queries/catalogue.ts). External content: the rows stay in
-- products, and the triggers below keep the index in step with every write, whoever makes it.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
	`search_name`, `search_text`,
	content = 'products', content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);--> statement-breakpoint
INSERT INTO `products_fts` (`products_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO `products_fts` (`rowid`, `search_name`, `search_text`)
	VALUES (new.`id`, new.`search_name`, new.`search_text`);
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
	INSERT INTO `products_fts` (`products_fts`, `rowid`, `search_name`, `search_text`)
	VALUES ('delete', old.`id`, old.`search_name`, old.`search_text`);
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF `search_name`, `search_text` ON `products` BEGIN
	INSERT INTO `products_fts` (`products_fts`, `rowid`, `search_name`, `search_text`)
	VALUES ('delete', old.`id`, old.`search_name`, old.`search_text`);
	INSERT INTO `products_fts` (`rowid`, `search_name`, `search_text`)
	VALUES (new.`id`, new.`search_name`, new.`search_text`);
END;--> statement-breakpoint
-- Any write to a product (stock, price, rating after a review) changes what a catalogue page
-- shows: the version in the catalogue's ETag moves with it.
CREATE TRIGGER `catalogue_version_insert` AFTER INSERT ON `products` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_update` AFTER UPDATE ON `products` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_delete` AFTER DELETE ON `products` BEGIN
	INSERT OR REPLACE INTO `catalogue_version` (`id`, `version`)
	VALUES (1, coalesce((SELECT `version` FROM `catalogue_version` WHERE `id` = 1), 0) + 1);
END;
