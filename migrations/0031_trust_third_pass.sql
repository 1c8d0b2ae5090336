-- Trust, third pass (issue 35).
-- Server errors are counted per kind (the worker's own, a setting the owner must fix, an outside
-- service that does not answer) and per route, so each kind has its own threshold and hourly alert
-- and the alert names the route most of them came from (worker/services/error-alert.ts). The counts
-- live five minutes: the old table is replaced, not copied.
DROP TABLE `server_error_minutes`;
--> statement-breakpoint
CREATE TABLE `server_error_minutes` (
	`kind` text NOT NULL,
	`minute` text NOT NULL,
	`route` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`kind`, `minute`, `route`)
);
--> statement-breakpoint
-- Payment pages recorded whole before /pay/<token> was kept as /pay/:token
-- (worker/domain/analytics-path.ts): the token goes, and the page counts follow (no trigger runs
-- on an update of page_views).
UPDATE `page_views` SET `page` = '/pay/:token'
  WHERE `page` LIKE '/pay/%' AND `page` NOT LIKE '/pay/%/%' AND `page` <> '/pay/:token';
--> statement-breakpoint
DELETE FROM `page_view_counts` WHERE `page` LIKE '/pay/%' AND `page` NOT LIKE '/pay/%/%';
--> statement-breakpoint
INSERT INTO `page_view_counts` (`page`, `views`)
  SELECT `page`, count(*) FROM `page_views` WHERE `page` = '/pay/:token' GROUP BY `page`;
