// npm run bot:poll [-- --worker http://127.0.0.1:8787] [--delete-webhook]
// Local development without a public URL: polls Telegram (getUpdates) and posts each update to
// the local worker's webhook, so the same handler and update log run as in production. Start the
// worker first (npm start). Sends the online message at start and the offline one on Ctrl+C.
import { Api } from 'grammy'
import { parseArgs } from 'node:util'
import { LONG_POLL_TIMEOUT_S, POLL_INTERVAL_MS, PollingRunner } from '../polling'
import { WEBHOOK_PATH } from '../webhook-setup'
import { botEnv, fail } from './bot-env'

const { values } = parseArgs({
  options: {
    worker: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 8787}` },
    'delete-webhook': { type: 'boolean', default: false },
  },
})

const settings = botEnv()
// The client must wait longer than Telegram's long poll.
const api = new Api(settings.token, {
  apiRoot: settings.apiRoot,
  timeoutSeconds: LONG_POLL_TIMEOUT_S + 20,
})

const info = await api.getWebhookInfo()
if (info.url) {
  if (!values['delete-webhook'])
    fail(
      `A webhook is set (${info.url}), and Telegram gives no updates to getUpdates while it is.\n` +
        'Run again with --delete-webhook to remove it (npm run bot:setup sets it again).',
    )
  await api.deleteWebhook()
  console.log(`Removed the webhook ${info.url}`)
}

const webhook = new URL(WEBHOOK_PATH, values.worker).href
const runner = new PollingRunner({
  api,
  adminChatIds: settings.adminChatIds,
  forward: async (update) => {
    const response = await fetch(webhook, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Telegram-Bot-Api-Secret-Token': settings.secret,
      },
      body: JSON.stringify(update),
    })
    if (!response.ok)
      throw new Error(`the worker answered ${response.status}: ${await response.text()}`)
  },
  log: (message, error) => console.error(message, error ?? ''),
})

await runner.start()
console.log(
  `Polling Telegram every ${POLL_INTERVAL_MS / 1000} s; updates go to ${webhook}. Ctrl+C stops.`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log('Stopping…')
    void runner.stop().finally(() => process.exit(0))
  })
