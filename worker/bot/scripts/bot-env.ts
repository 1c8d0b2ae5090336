// Telegram settings for the bot scripts, checked by the worker's own config schema: the
// environment first, then .dev.vars (the file `wrangler dev` reads).
import { existsSync, readFileSync } from 'node:fs'
import { configSchema } from '../../env'

function devVars(): Record<string, string> {
  if (!existsSync('.dev.vars')) return {}
  const lines = readFileSync('.dev.vars', 'utf8').split('\n')
  const vars: Record<string, string> = {}
  for (const line of lines) {
    const [, name, value = ''] = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line) ?? []
    if (name) vars[name] = value.replace(/^"(.*)"$/, '$1')
  }
  return vars
}

export function botEnv() {
  const vars = { ...devVars(), ...process.env }
  const parsed = configSchema
    .pick({
      TELEGRAM_API_URL: true,
      TELEGRAM_BOT_TOKEN: true,
      TELEGRAM_WEBHOOK_SECRET: true,
      TELEGRAM_ADMIN_CHAT_IDS: true,
    })
    .safeParse(vars)
  if (!parsed.success) fail(parsed.error.issues[0]?.message ?? 'invalid Telegram settings')
  const config = parsed.data
  if (!config.TELEGRAM_BOT_TOKEN)
    fail('TELEGRAM_BOT_TOKEN is not set (in the environment or .dev.vars)')
  if (!config.TELEGRAM_WEBHOOK_SECRET)
    fail('TELEGRAM_WEBHOOK_SECRET is not set (in the environment or .dev.vars)')
  return {
    token: config.TELEGRAM_BOT_TOKEN,
    secret: config.TELEGRAM_WEBHOOK_SECRET,
    apiRoot: config.TELEGRAM_API_URL.replace(/\/+$/, ''),
    adminChatIds: config.TELEGRAM_ADMIN_CHAT_IDS,
  }
}

export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}
