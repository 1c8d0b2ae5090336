CREATE TABLE `page_view_counts` (
	`page` text PRIMARY KEY NOT NULL,
	`views` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_view_counts_views_idx` ON `page_view_counts` ("views" desc,`page`);--> statement-breakpoint
CREATE TABLE `product_view_counts` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`views` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `product_view_counts_views_idx` ON `product_view_counts` ("views" desc,`product_id`);--> statement-breakpoint
DROP INDEX `orders_status_idx`;--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`,`id`);--> statement-breakpoint
-- Views per page and per product, counted as views are recorded and taken back as they are
-- pruned (a session's views go with it by ON DELETE CASCADE, which fires these triggers too).
CREATE TRIGGER `page_views_counted` AFTER INSERT ON `page_views` BEGIN
  INSERT INTO `page_view_counts` (`page`, `views`) VALUES (new.`page`, 1)
    ON CONFLICT (`page`) DO UPDATE SET `views` = `views` + 1;
  INSERT INTO `product_view_counts` (`product_id`, `views`)
    SELECT new.`product_id`, 1 WHERE new.`product_id` IS NOT NULL
    ON CONFLICT (`product_id`) DO UPDATE SET `views` = `views` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `page_views_uncounted` AFTER DELETE ON `page_views` BEGIN
  UPDATE `page_view_counts` SET `views` = `views` - 1 WHERE `page` = old.`page`;
  DELETE FROM `page_view_counts` WHERE `page` = old.`page` AND `views` <= 0;
  UPDATE `product_view_counts` SET `views` = `views` - 1 WHERE `product_id` = old.`product_id`;
  DELETE FROM `product_view_counts` WHERE `product_id` = old.`product_id` AND `views` <= 0;
END;--> statement-breakpoint
INSERT INTO `page_view_counts` (`page`, `views`)
  SELECT `page`, count(*) FROM `page_views` GROUP BY `page`;--> statement-breakpoint
INSERT INTO `product_view_counts` (`product_id`, `views`)
  SELECT `product_id`, count(*) FROM `page_views` WHERE `product_id` IS NOT NULL GROUP BY `product_id`;
