// Limits on every door an abuser could hammer, through Cloudflare's Workers Rate Limiting
// bindings ([[ratelimits]] in wrangler.toml, one per door; each allows `limit` calls per
// `period` seconds for one key). An anonymous call counts against the client address; a signed-in
// one against the account, the account at that address, and every account at that address together
// under a ceiling ten times as high (doorSpends); a payment provider's notification against the
// provider at that address; running out answers 429 with Retry-After. An IPv6 address counts by
// its /64 (domain/client-network.ts).
// The numbers sit in wrangler.toml and docs/security.md (Rate limits); they are set so a shopper
// doing normal things, or a provider retrying, never meets them.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { clientNetwork } from '../domain/client-network'
import { COURIER_IDS } from '../domain/couriers'
import { PAYMENT_PROVIDER_IDS } from '../domain/payment-methods'
import type { AppEnv, Bindings } from '../env'
import { tooManyRequests } from '../lib/errors'

export type Limiter = {
  [K in keyof Bindings]-?: Bindings[K] extends RateLimit ? K : never
}[keyof Bindings]

type Door = {
  method: 'GET' | 'POST' | 'PUT'
  /** Matched against the path below /api. */
  path: RegExp
  /** The binding's period: how long a refused client should wait. */
  periodSeconds: number
} & (
  | { limiter: DoorLimiter; keys?: undefined }
  /** The keys a call counts against, when not the caller's (doorSpends). */
  | { limiter: Limiter; keys: (path: string, headers: Headers) => string[] }
)

/** A provider's notifications count per provider and address: the provider's own retries from its
 * few addresses never meet another's, and a flood from one address is cut off. A name that is no
 * provider counts as one, so inventing names opens no new allowance. */
const notifierKeys = (path: string, headers: Headers) => {
  const named = path.slice('/payments/notify/'.length)
  const provider = (PAYMENT_PROVIDER_IDS as readonly string[]).includes(named) ? named : 'other'
  return [`notify:${provider}:client:${clientAddress(headers)}`]
}

/** A courier's notifications count like a payment provider's, per courier and address. */
const courierNotifierKeys = (path: string, headers: Headers) => {
  const named = path.split('/')[2] ?? ''
  const courier = (COURIER_IDS as readonly string[]).includes(named) ? named : 'other'
  return [`notify:courier:${courier}:client:${clientAddress(headers)}`]
}

export const DOORS: Door[] = [
  { method: 'POST', path: /^\/auth\/login$/, limiter: 'LIMIT_SIGN_IN', periodSeconds: 60 },
  { method: 'POST', path: /^\/auth\/register$/, limiter: 'LIMIT_SIGN_UP', periodSeconds: 60 },
  {
    method: 'POST',
    // Not reset-password: its 256-bit token cannot be guessed, and one try spends it.
    path: /^\/auth\/(forgot-password|change-password|verify-email\/send)$/,
    limiter: 'LIMIT_PASSWORD_RESET',
    periodSeconds: 60,
  },
  {
    method: 'POST',
    path: /^\/(phone|sms-test)\/send-code$/,
    limiter: 'LIMIT_PHONE_CODE',
    periodSeconds: 60,
  },
  { method: 'POST', path: /^\/support$/, limiter: 'LIMIT_SUPPORT', periodSeconds: 60 },
  { method: 'POST', path: /^\/newsletter$/, limiter: 'LIMIT_NEWSLETTER', periodSeconds: 60 },
  { method: 'POST', path: /^\/reviews$/, limiter: 'LIMIT_REVIEW', periodSeconds: 60 },
  { method: 'POST', path: /^\/orders$/, limiter: 'LIMIT_ORDER', periodSeconds: 60 },
  { method: 'POST', path: /^\/analytics\/sessions/, limiter: 'LIMIT_ANALYTICS', periodSeconds: 60 },
  { method: 'GET', path: /^\/track\//, limiter: 'LIMIT_TRACKING', periodSeconds: 60 },
  { method: 'POST', path: /^\/track\//, limiter: 'LIMIT_TRACKING', periodSeconds: 60 },
  { method: 'POST', path: /^\/stock-alerts$/, limiter: 'LIMIT_STOCK_ALERT', periodSeconds: 60 },
  // Suggestions answer each letter typed; every one may be a new search (cached or not).
  {
    method: 'GET',
    path: /^\/products\/suggestions$/,
    limiter: 'LIMIT_SUGGESTIONS',
    periodSeconds: 60,
  },
  { method: 'PUT', path: /^\/garage$/, limiter: 'LIMIT_GARAGE', periodSeconds: 60 },
  { method: 'POST', path: /^\/garage\/merge$/, limiter: 'LIMIT_GARAGE', periodSeconds: 60 },
  {
    method: 'POST',
    path: /^\/payments\/notify\/[^/]+$/,
    limiter: 'LIMIT_PAYMENT_NOTIFY',
    periodSeconds: 60,
    keys: notifierKeys,
  },
  {
    method: 'POST',
    path: /^\/couriers\/[^/]+\/notify$/,
    limiter: 'LIMIT_PAYMENT_NOTIFY',
    periodSeconds: 60,
    keys: courierNotifierKeys,
  },
  // Meta's deliveries come from its own addresses: counted apart from the payment doors' callers.
  {
    method: 'POST',
    path: /^\/whatsapp\/webhook$/,
    limiter: 'LIMIT_PAYMENT_NOTIFY',
    periodSeconds: 60,
    keys: (_path, headers) => [`notify:whatsapp:client:${clientAddress(headers)}`],
  },
  // The report is kept 10 s (services/health.ts); the limit keeps a poller from running the worker.
  { method: 'GET', path: /^\/health$/, limiter: 'LIMIT_HEALTH', periodSeconds: 60 },
]

/**
 * The client as the limits count it: Cloudflare sets CF-Connecting-IP on every request that
 * reaches a worker; an IPv6 address counts by its /64, which one subscriber holds whole.
 */
export const clientAddress = (headers: Headers) =>
  clientNetwork(headers.get('CF-Connecting-IP') ?? 'unknown')

/**
 * Each door's ceiling for every signed-in account at one client address together: its own
 * binding, ten times the door's limit (wrangler.toml). Free accounts cost nothing, so without it
 * one address would get a door's allowance once per account it opened.
 */
const ADDRESS_CEILINGS = {
  LIMIT_SIGN_IN: 'LIMIT_ADDRESS_200',
  LIMIT_SIGN_UP: 'LIMIT_ADDRESS_100',
  LIMIT_PASSWORD_RESET: 'LIMIT_ADDRESS_50',
  LIMIT_PHONE_CODE: 'LIMIT_ADDRESS_30',
  LIMIT_SUPPORT: 'LIMIT_ADDRESS_50',
  LIMIT_NEWSLETTER: 'LIMIT_ADDRESS_50',
  LIMIT_REVIEW: 'LIMIT_ADDRESS_50',
  LIMIT_ORDER: 'LIMIT_ADDRESS_100',
  LIMIT_ANALYTICS: 'LIMIT_ADDRESS_1200',
  LIMIT_TRACKING: 'LIMIT_ADDRESS_600',
  LIMIT_STOCK_ALERT: 'LIMIT_ADDRESS_50',
  LIMIT_GARAGE: 'LIMIT_ADDRESS_300',
  LIMIT_CATALOGUE: 'LIMIT_ADDRESS_1200',
  LIMIT_SUGGESTIONS: 'LIMIT_ADDRESS_1200',
  LIMIT_HEALTH: 'LIMIT_ADDRESS_300',
} as const satisfies Partial<Record<Limiter, Limiter>>

type DoorLimiter = keyof typeof ADDRESS_CEILINGS

interface Spend {
  limiter: Limiter
  key: string
}

/**
 * What one call through `limiter`'s door counts against. Anonymous: the client address. Signed
 * in: the account, the account at that address, and the address's ceiling of every account
 * together (keyed by door: the ceilings' bindings are shared by doors of one size), never the
 * door's own limit on the bare address: many Iraqi subscribers share one address (carrier-grade
 * NAT), and one abuser there must not lock the signed-in rest out.
 */
function doorSpends(headers: Headers, userId: number | undefined, limiter: DoorLimiter): Spend[] {
  const client = `client:${clientAddress(headers)}`
  if (userId === undefined) return [{ limiter, key: client }]
  return [
    { limiter, key: `${client}:account:${String(userId)}` },
    { limiter, key: `account:${String(userId)}` },
    { limiter: ADDRESS_CEILINGS[limiter], key: `${client}:door:${limiter}` },
  ]
}

async function spend(c: Context<AppEnv>, spends: Spend[], periodSeconds: number) {
  const outcomes = await Promise.all(spends.map((s) => c.env[s.limiter].limit({ key: s.key })))
  if (outcomes.some((o) => !o.success)) throw tooManyRequests(periodSeconds)
}

/** Counts the caller's call through a door; 429 with Retry-After when any of its keys has run out. */
export const spendDoor = (c: Context<AppEnv>, limiter: DoorLimiter, periodSeconds: number) =>
  spend(c, doorSpends(c.req.raw.headers, c.var.user?.id, limiter), periodSeconds)

/** HEAD is a GET without the body: it passes the same doors. */
export const doorMethod = (method: string) => (method === 'HEAD' ? 'GET' : method)

export const limitRequests = createMiddleware<AppEnv>(async (c, next) => {
  const path = c.req.path.replace(/^\/api/, '').replace(/\/+$/, '')
  const method = doorMethod(c.req.method)
  const door = DOORS.find((d) => d.method === method && d.path.test(path))
  if (door?.keys) {
    const { limiter } = door
    const keys = door.keys(path, c.req.raw.headers)
    await spend(
      c,
      keys.map((key) => ({ limiter, key })),
      door.periodSeconds,
    )
  } else if (door) await spendDoor(c, door.limiter, door.periodSeconds)
  await next()
})
