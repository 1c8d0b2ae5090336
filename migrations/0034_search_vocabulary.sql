-- The words the catalogue's search index holds, each with the number of products holding it: what
-- a search that found nothing is put right against ("helmt" → "helmet",
-- worker/domain/search-spelling.ts). fts5vocab reads products_fts itself, so it is always in step
-- and stores nothing of its own; being virtual, backups and restores leave it alone.
CREATE VIRTUAL TABLE `products_fts_words` USING fts5vocab(`products_fts`, 'row');
