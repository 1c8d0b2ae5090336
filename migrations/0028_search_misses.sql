-- Searches that found nothing (worker/db/queries/search-misses.ts): one row per Baghdad day and
-- normalised query, counted up by each miss; the morning briefing names a day's five most frequent
-- through the second index. Rows older than 90 days are pruned by the hourly cron.
CREATE TABLE `search_misses` (
	`day` text NOT NULL,
	`query` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `query`)
);
--> statement-breakpoint
CREATE INDEX `search_misses_day_count_idx` ON `search_misses` (`day`,"count" desc,`query`);
