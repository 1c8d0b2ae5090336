-- The worker's server errors (5xx) counted per minute, written only when one happens (never on a
-- request that succeeds), and when the error-rate alert last went to the admin chats, with the
-- claim of the request that sent it (worker/services/error-alert.ts).
CREATE TABLE `server_error_minutes` (
	`minute` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `alerts_sent` (
	`name` text PRIMARY KEY NOT NULL,
	`sent_at` text NOT NULL,
	`claim` text NOT NULL
);
