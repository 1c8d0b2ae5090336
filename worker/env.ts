// Bindings, settings parsed once, and per-request variables.
import * as z from 'zod'
import type { Db } from './db/client'
import type { Background } from './lib/background'
import type { Clock } from './lib/clock'
import type { D1Meter } from './lib/d1-meter'
import { type UserRow } from './db/codecs/user'
import type { SessionClaims } from './lib/session'

/** The bindings and vars of wrangler.toml, as `npm run types` generates them
 * (worker/worker-configuration.d.ts). Optional secrets are read through configSchema below. */
export type Bindings = Cloudflare.Env

/** A Telegram chat id: a user's (positive) or a group's (negative). */
const chatId = (name: string) =>
  z
    .string()
    .regex(/^-?\d{1,16}$/, `${name} must hold Telegram chat ids (whole numbers)`)
    .transform(Number)

/** A comma-separated list of Telegram ids ('' is none). */
const idList = (name: string) =>
  z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(chatId(name)))

/** The value `.dev.vars.example` ships: fine on a developer's machine, never in production. */
export const EXAMPLE_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef'
const MIN_SECRET_LENGTH = 16

export const configSchema = z.object({
  // Checked per request by sessionSecret(): a missing secret must not take the public shop down.
  JWT_SECRET: z.string().trim().default(''),
  // The storefront's public address: links in e-mails are built from it, never from the request.
  SITE_URL: z
    .url()
    .default('http://localhost:8787')
    .transform((u) => u.replace(/\/+$/, '')),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  // Every outside service has a base URL, so tests and local runs can put a fake in its place.
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  EMAIL_API_URL: z.url().default('https://api.resend.com'),
  // Unset: the chosen SMS provider's own endpoint (api.twilio.com, sns.<region>.amazonaws.com).
  SMS_API_URL: z.url().optional(),
  // E-mail: 'outbox' (default) stores each e-mail for admins to read; 'resend' sends through a
  // Resend-style JSON API at EMAIL_API_URL with the EMAIL_API_KEY secret.
  EMAIL_PROVIDER: z.enum(['outbox', 'resend']).default('outbox'),
  EMAIL_API_KEY: z.string().optional(),
  EMAIL_FROM: z.string().default('Baghdad Moto Parts <orders@example.com>'),
  // One JSON line per API request (middleware/request-log.ts); the tests turn it off (the Workers
  // test pool carries each line to Node, a third of a short test's time).
  REQUEST_LOG: z.enum(['json', 'off']).default('json'),
  // SMS for phone verification: 'mock' (default) logs the code; 'twilio' and 'aws-sns' send it.
  SMS_PROVIDER: z.enum(['mock', 'twilio', 'aws-sns']).default('mock'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(), // a sender number, or a Messaging Service SID (MG...)
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_REGION: z.string().default('us-east-1'),
  // Online payments (docs/payments.md): each provider is off until its secrets are set.
  // First Iraqi Bank: OAuth2 client credentials of the shop's FIB business account.
  FIB_API_URL: z.url().default('https://fib.prod.fib.iq'),
  FIB_CLIENT_ID: z.string().trim().default(''),
  FIB_CLIENT_SECRET: z.string().trim().default(''),
  // Qi Card (cards on its hosted page): Basic credentials, the terminal id, and the terminal's RSA
  // public key (PEM) its notifications are signed with.
  // Empty until the merchant contract gives the production address (wrangler.toml).
  QI_API_URL: z.union([z.literal(''), z.url()]).default(''),
  QI_USERNAME: z.string().trim().default(''),
  QI_PASSWORD: z.string().trim().default(''),
  QI_TERMINAL_ID: z.string().trim().default(''),
  QI_PUBLIC_KEY: z.string().trim().default(''),
  // ZainCash Payment Gateway v2: OAuth2 client credentials, and the API key its redirect and
  // webhook JWTs are signed with (HS256).
  ZAINCASH_API_URL: z.url().default('https://pg-api.zaincash.iq'),
  ZAINCASH_CLIENT_ID: z.string().trim().default(''),
  ZAINCASH_CLIENT_SECRET: z.string().trim().default(''),
  ZAINCASH_API_KEY: z.string().trim().default(''),
  // PayPal Orders v2 (off by default: PayPal pays out to no merchant in Iraq): REST app
  // credentials, the webhook's id (its notifications are verified through PayPal), and the rate
  // the IQD total is charged at in US dollars (PayPal has no IQD).
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().trim().default(''),
  PAYPAL_CLIENT_SECRET: z.string().trim().default(''),
  PAYPAL_WEBHOOK_ID: z.string().trim().default(''),
  PAYPAL_IQD_PER_USD: z.string().trim().default(''),
  // Couriers (docs/cash-on-delivery.md): each is off until its secrets are set.
  // Al-Waseet, "Merchant APIs: Integration Guide" V2.3: the merchant account's username and
  // password (its login call gives the token every other call carries).
  ALWASEET_API_URL: z.url().default('https://api.alwaseet-iq.net/v1/merchant'),
  ALWASEET_USERNAME: z.string().trim().default(''),
  ALWASEET_PASSWORD: z.string().trim().default(''),
  // Boxy API (tryboxy.apidog.io): the API key and secret from Boxy's dashboard, and the header
  // (name and value) the merchant set there for its webhooks.
  BOXY_API_URL: z.url().default('https://api.tryboxy.com/api/v1'),
  BOXY_API_KEY: z.string().trim().default(''),
  BOXY_API_SECRET: z.string().trim().default(''),
  BOXY_WEBHOOK_HEADER: z.string().trim().default('x-boxy-webhook-key'),
  BOXY_WEBHOOK_SECRET: z.string().trim().default(''),
  // WhatsApp Business Cloud API (docs/messages.md#whatsapp): the Graph API base with its version,
  // the shop's business phone number id and access token, the app secret its webhooks are signed
  // with, and the verify token its subscription check echoes. Off until all are set.
  WHATSAPP_API_URL: z
    .url()
    .default('https://graph.facebook.com/v21.0')
    .transform((u) => u.replace(/\/+$/, '')),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().default(''),
  WHATSAPP_TOKEN: z.string().trim().default(''),
  WHATSAPP_APP_SECRET: z.string().trim().default(''),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().default(''),
  // The Telegram bot: without a token the webhook answers 503 and notifications are skipped.
  TELEGRAM_BOT_TOKEN: z.string().trim().default(''),
  // Telegram echoes it in X-Telegram-Bot-Api-Secret-Token; it allows 1-256 of these characters.
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^[\w-]{0,256}$/, 'TELEGRAM_WEBHOOK_SECRET may hold up to 256 of A-Z, a-z, 0-9, _ and -')
    .default(''),
  // Who may use the admin commands and receives order notifications (comma-separated).
  TELEGRAM_ADMIN_CHAT_IDS: idList('TELEGRAM_ADMIN_CHAT_IDS'),
  // In an admin *group* chat, only these Telegram users (comma-separated user ids) may use the admin
  // commands and press an order's buttons; in a private admin chat its one user may. Unset: no one
  // in a group.
  TELEGRAM_ADMIN_USER_IDS: idList('TELEGRAM_ADMIN_USER_IDS'),
  // 'off' sends a chat's messages as fast as the queue delivers them, without Telegram's pace of
  // about one a second per chat (worker tests, whose fake Telegram has no limit).
  TELEGRAM_PACING: z.enum(['on', 'off']).default('on'),
  // Where customers' messages go; unset means the admin chats.
  TELEGRAM_SUPPORT_CHAT_ID: z
    .string()
    .trim()
    .default('')
    .pipe(z.union([z.literal('').transform(() => null), chatId('TELEGRAM_SUPPORT_CHAT_ID')])),
})
export type Config = z.infer<typeof configSchema>

const cache = new WeakMap<object, Config>()

/** Parses the environment's settings once per isolate and env object. */
export function readConfig(env: Bindings): Config {
  let config = cache.get(env)
  if (!config) {
    config = configSchema.parse(env)
    cache.set(env, config)
  }
  return config
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
let warned = false

/**
 * The secret sessions are signed with, or null while it is unusable: missing, shorter than 16
 * characters, or the example value outside local development. Then every signed-in call answers
 * 503 and the reason is logged once, while the public shop keeps working.
 */
export function sessionSecret(config: Config, requestUrl: string): string | null {
  const secret = config.JWT_SECRET
  const local = LOCAL_HOSTS.has(new URL(requestUrl).hostname)
  const problem =
    secret.length < MIN_SECRET_LENGTH
      ? 'JWT_SECRET is not set (at least 16 characters)'
      : secret === EXAMPLE_JWT_SECRET && !local
        ? 'JWT_SECRET is the example value from .dev.vars.example'
        : null
  if (!problem) return secret
  if (!warned) {
    warned = true
    console.error(
      `${problem}: sign-in and every signed-in call are refused. Set it with \`npx wrangler secret put JWT_SECRET\`.`,
    )
  }
  return null
}

/** What a service may use, handed over by routes as `c.var` and by crons and the bot as built:
 * plain values, never Hono's context. */
export type Resources = Pick<AppEnv['Variables'], 'db' | 'config' | 'background'>

export interface AppEnv {
  Bindings: Bindings
  Variables: {
    db: Db
    /** Reads that must see the newest state, at the primary (the session row: a revoked session
     * must not read on a lagging replica); the request's own db when that starts there. */
    primaryDb: Db
    config: Config
    /** Starts work that goes on after the response. */
    background: Background
    /** The time, for every rule that reads it (lib/clock.ts). */
    now: Clock
    /** null while JWT_SECRET is unusable (see sessionSecret). */
    sessionSecret: string | null
    /** The session token's verified claims (middleware/database), before loadSession checks them
     * against the sessions table. */
    sessionClaims: SessionClaims | null
    user: UserRow | null
    /** The signed-in session's id, for sign-out. */
    sessionId: string | null
    /** For the request's log line (middleware/request-log.ts). */
    requestId: string
    /** null: the log is off, or this runtime's binding cannot be metered (lib/d1-meter.ts). */
    d1Meter: D1Meter | null
    /** The code of the error answered, if any. */
    errorCode?: string
    /** The catalogue version a cached read's one statement saw (middleware/catalogue-cache.ts). */
    catalogueReadAt?: number
  }
}
