// How the bot writes a message to a chat it answers (support replies, forwards). The shop's own
// notifications (new orders, their rewrites, support-form messages) go through the outbox and the
// DELIVERIES queue instead (services/deliveries), so none is lost when Telegram fails.
import type { Api } from 'grammy'

/** Markdown with link previews off, as the spec's chat service sends (back-office §7). */
export async function sendMarkdown(api: Api, chatId: number, text: string): Promise<void> {
  await api.sendMessage(chatId, text, {
    parse_mode: 'Markdown',
    link_preview_options: { is_disabled: true },
  })
}
