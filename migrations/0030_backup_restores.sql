-- The dashboard's streamed restore (worker/services/backup-restore.ts): one row, the restore that
-- runs or ran last, which the Data tab polls for its progress and result. A row that says running
-- is the lock that keeps a second restore from sharing the staging tables.
CREATE TABLE `backup_restores` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`state` text NOT NULL,
	`source` text NOT NULL,
	`records_read` integer DEFAULT 0 NOT NULL,
	`records_total` integer,
	`error` text,
	`result` text,
	`started_by` text NOT NULL,
	`started_at` text NOT NULL,
	`updated_at` text NOT NULL
);
