// The language the shop writes to each Telegram chat in, as its admins chose it (/language).
import type { Db } from '../db/client'
import { findTelegramLanguages } from '../db/queries/telegram'
import type { BotLanguage } from './i18n'

/** The language of each admin chat, for the messages the bot sends there on its own. */
export async function chatLanguages(
  db: Db,
  chatIds: number[],
): Promise<(chatId: number) => BotLanguage> {
  const stored = await findTelegramLanguages(db, [...new Set(chatIds)])
  return (chatId) => stored.get(chatId)?.language ?? 'en'
}

export async function chatLanguage(db: Db, chatId: number): Promise<BotLanguage> {
  return (await chatLanguages(db, [chatId]))(chatId)
}
