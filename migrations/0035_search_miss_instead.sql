-- What the storefront offered a search that found nothing, put right (meta.searchInstead), kept
-- with its count: the owner's briefing tells a misspelt search ("helmt", offered "helmet") from a
-- part the shop does not have.
ALTER TABLE `search_misses` ADD `instead` text;
