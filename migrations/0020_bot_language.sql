-- The language the bot writes to each Telegram user or group chat in: chosen with /language, or
-- (for admins in private chats) taken from their Telegram's language, so that messages the bot
-- sends on its own (new orders, warnings) are in it too.
CREATE TABLE `telegram_languages` (
	`telegram_id` integer PRIMARY KEY NOT NULL,
	`language` text NOT NULL,
	`chosen` integer NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "telegram_languages_language_check" CHECK("telegram_languages"."language" in ('en', 'ar'))
);
