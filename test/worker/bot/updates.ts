// Telegram updates as Telegram sends them, and their delivery to the worker's webhook.
import { vi } from 'vitest'
import { telegram, WEBHOOK_SECRET } from './fake-telegram'
import { workerFetch } from '../worker-fetch'

// Random per test file: the update log keeps ids, and files must not see each other's.
let nextUpdateId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000)
let nextMessageId = 1

export const CUSTOMER_CHAT = 5005
/** How long a test waits for what happens after a response (a message, a log line): beside the
 * browser tests a 2-CPU machine takes seconds, not vi.waitFor's default second. */
export const SETTLING = { timeout: 15_000, interval: 20 }

interface MessageOptions {
  firstName?: string
  /** The Telegram app's language; English unless a test says otherwise (null: none sent). */
  languageCode?: string | null
  username?: string
  chatType?: 'private' | 'group'
}

const languageOf = (code: string | null = 'en') => (code === null ? {} : { language_code: code })

function message(chatId: number, fields: Record<string, unknown>, options: MessageOptions = {}) {
  const from = {
    id: chatId,
    is_bot: false,
    first_name: options.firstName ?? 'Ali',
    username: options.username,
    ...languageOf(options.languageCode),
  }
  return {
    update_id: nextUpdateId++,
    message: {
      message_id: nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat:
        options.chatType === 'group'
          ? { id: chatId, type: 'group', title: 'Riders' }
          : { id: chatId, type: 'private', first_name: from.first_name },
      from,
      ...fields,
    },
  }
}

/** A text message; a leading /command gets its bot_command entity, as Telegram marks it. */
export function textUpdate(chatId: number, text: string, options?: MessageOptions) {
  const command = /^\/[\w@]+/.exec(text)
  const entities = command
    ? [{ type: 'bot_command', offset: 0, length: command[0].length }]
    : undefined
  return message(chatId, { text, entities }, options)
}

export function photoUpdate(
  chatId: number,
  photo: { fileId: string; size: number; caption?: string },
) {
  return message(chatId, {
    photo: [
      {
        file_id: `${photo.fileId}-thumb`,
        file_unique_id: 't',
        width: 90,
        height: 90,
        file_size: 1000,
      },
      {
        file_id: photo.fileId,
        file_unique_id: 'p',
        width: 1280,
        height: 1280,
        file_size: photo.size,
      },
    ],
    caption: photo.caption,
  })
}

export function documentUpdate(
  chatId: number,
  doc: { fileId: string; size: number; mimeType: string; fileName: string; caption?: string },
) {
  return message(chatId, {
    document: {
      file_id: doc.fileId,
      file_unique_id: 'd',
      file_name: doc.fileName,
      mime_type: doc.mimeType,
      file_size: doc.size,
    },
    caption: doc.caption,
  })
}

/** A press of an inline button under the bot's message `messageId` in `chatId`, by `from`. */
export function callbackUpdate(
  chatId: number,
  data: string,
  options: {
    messageId?: number
    from?: { id: number; username?: string; firstName?: string; languageCode?: string | null }
    chatType?: 'private' | 'group'
  } = {},
) {
  const from = options.from ?? { id: chatId, firstName: 'Ahmed' }
  return {
    update_id: nextUpdateId++,
    callback_query: {
      id: `cb-${nextUpdateId}`,
      from: {
        id: from.id,
        is_bot: false,
        first_name: from.firstName ?? 'Ahmed',
        username: from.username,
        ...languageOf(from.languageCode),
      },
      message: {
        message_id: options.messageId ?? 1,
        date: Math.floor(Date.now() / 1000),
        chat:
          options.chatType === 'group'
            ? { id: chatId, type: 'group', title: 'Admins' }
            : { id: chatId, type: 'private', first_name: from.firstName ?? 'Ahmed' },
        text: 'New order received!',
      },
      chat_instance: `chat-${chatId}`,
      data,
    },
  }
}

/** Posts the update to the webhook as Telegram would. */
export function deliver(update: unknown, secret: string | null = WEBHOOK_SECRET) {
  return workerFetch('http://shop.test/api/telegram/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret }),
    },
    body: JSON.stringify(update),
  })
}

/** Sends a text from `chatId` and returns what the bot answered that chat. */
export async function converse(
  chatId: number,
  text: string,
  options?: MessageOptions,
): Promise<string[]> {
  const before = telegram.textsTo(chatId).length
  const response = await deliver(textUpdate(chatId, text, options))
  if (response.status !== 200)
    throw new Error(`webhook answered ${response.status}: ${await response.text()}`)
  return telegram.textsTo(chatId).slice(before)
}

/** The one reply to a text (fails when there is not exactly one). */
export async function reply(
  chatId: number,
  text: string,
  options?: MessageOptions,
): Promise<string> {
  const replies = await converse(chatId, text, options)
  if (replies.length !== 1)
    throw new Error(`expected one reply to ${JSON.stringify(text)}, got ${JSON.stringify(replies)}`)
  return replies[0]!
}

/** Waits for a message to `chatId` that `match` accepts (notifications are sent after the response). */
export function messageTo(chatId: number, match: (text: string) => boolean) {
  return vi.waitFor(() => {
    const found = telegram.sent(chatId).find((m) => match(m.text))
    if (!found) throw new Error(`no matching message to chat ${chatId} yet`)
    return found
  }, SETTLING)
}
