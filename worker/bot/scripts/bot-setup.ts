// npm run bot:setup -- --url https://shop.example.iq
// Points the bot's webhook at the shop (setWebhook with TELEGRAM_WEBHOOK_SECRET), confirms it
// with getWebhookInfo, and sets the command menus in English and Arabic. Reads TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET from the environment
// or .dev.vars; use the same secret as the deployed worker (`npx wrangler secret put ...`).
import { Api } from 'grammy'
import { parseArgs } from 'node:util'
import { registerCommands, registerWebhook } from '../webhook-setup'
import { botEnv, fail } from './bot-env'

const { values } = parseArgs({ options: { url: { type: 'string' } } })
if (!values.url)
  fail(
    'Usage: npm run bot:setup -- --url https://your-shop.example (the public https address of the worker)',
  )

const settings = botEnv()
const api = new Api(settings.token, { apiRoot: settings.apiRoot })
try {
  const info = await registerWebhook(api, values.url, settings.secret)
  console.log(`Webhook set: ${info.url}`)
  console.log(`Pending updates: ${info.pending_update_count}`)
  if (info.last_error_message)
    console.log(`Telegram's last delivery error: ${info.last_error_message}`)
} catch (error) {
  fail(`Setting the webhook failed: ${error instanceof Error ? error.message : String(error)}`)
}
try {
  await registerCommands(api, settings.adminChatIds)
  console.log(
    `Command menus set in English and Arabic (${settings.adminChatIds.length} admin chats)`,
  )
} catch (error) {
  fail(
    `Setting the command menus failed: ${error instanceof Error ? error.message : String(error)}`,
  )
}
