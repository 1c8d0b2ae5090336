CREATE TABLE `login_failures` (
	`email` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`window_start` text NOT NULL
);
