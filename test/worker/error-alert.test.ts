// A worker error rate above the threshold reaches the admin chats once an hour at most
// (worker/services/error-alert.ts): errors are counted per minute only when one happens, a burst of
// server errors sends one warning to each admin chat (in its language) through the outbox, more
// errors within the hour send none, and errors spread wider than the window never add up. Each
// kind (the worker's own errors, a missing setting, a provider that does not answer) is counted
// apart with its own threshold and hour, so a flood a visitor can cause never raises or silences
// the alert of a real outage; the alert names the route most of the errors came from.
import { env } from 'cloudflare:workers'
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from '../../worker/index'
import { app } from '../../worker/app'
import { ERROR_RATE, warningText } from '../../worker/telegram/warnings'
import { alertsSent, outbox, serverErrorMinutes } from '../../worker/db/schema'
import { ERROR_THRESHOLDS, errorKind } from '../../worker/domain/error-rate'
import { recordServerError, type ServerError } from '../../worker/services/error-alert'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { clientAddress, db, ORIGIN } from './helpers'
import { callApi, captureConsole } from './outbound'
import { deliverOutbox, recordingQueue } from './deliveries'

const MINUTE = 60_000
const THRESHOLD = ERROR_THRESHOLDS.server
const SERVER: ServerError = { kind: 'server', route: 'GET /api/products' }
const ALERT = { alert: ERROR_RATE, kind: 'server', route: SERVER.route }
/** The admin chats have no language of their own here: English. */
const ERROR_RATE_ALERT = warningText(ALERT, 'en')
const CHATS = [ADMIN_CHAT, SECOND_ADMIN_CHAT]

const warnings = () =>
  db()
    .select({ payload: outbox.payload })
    .from(outbox)
    .all()
    .then((rows) => rows.map((r) => r.payload))

async function errors(count: number, at: number, error: ServerError = SERVER) {
  const sent: boolean[] = []
  for (let i = 0; i < count; i++)
    sent.push(await recordServerError(db(), CHATS, new Date(at), error))
  return sent.filter(Boolean).length
}

const counted = async () =>
  (await db().select({ count: serverErrorMinutes.count }).from(serverErrorMinutes)).reduce(
    (sum, row) => sum + row.count,
    0,
  )

beforeEach(async () => {
  telegram.reset()
  await db().batch([db().delete(outbox), db().delete(serverErrorMinutes), db().delete(alertsSent)])
})

describe('the error-rate alert', () => {
  it('warns each admin chat once when the errors in five minutes reach the threshold, and not again within the hour', async () => {
    const start = Date.parse('2026-11-26T10:00:30Z')
    expect(await errors(THRESHOLD - 1, start)).toBe(0)
    expect(await warnings()).toEqual([])
    // The threshold is reached four minutes later: still inside the five-minute window.
    expect(await errors(1, start + 4 * MINUTE)).toBe(1)
    expect(await warnings()).toEqual(CHATS.map((chatId) => ({ chatId, ...ALERT })))
    expect(ERROR_RATE_ALERT).toMatch(/server error/)
    expect(ERROR_RATE_ALERT).toContain('Most of them: `GET /api/products`')
    expect(warningText(ALERT, 'ar')).toMatch(/خطأ في الخادم/)
    expect(warningText(ALERT, 'ar')).toContain('أغلبها من: `GET /api/products`')

    // Many more within the hour: no second warning.
    expect(await errors(3 * THRESHOLD, start + 30 * MINUTE)).toBe(0)
    expect(await errors(THRESHOLD, start + 59 * MINUTE)).toBe(0)
    expect(await warnings()).toHaveLength(2)
    // An hour after the first, a new burst warns again.
    expect(await errors(THRESHOLD, start + 65 * MINUTE)).toBe(1)
    expect(await warnings()).toHaveLength(4)
    // Only the window's minutes are kept.
    expect((await db().select().from(serverErrorMinutes).all()).length).toBeLessThanOrEqual(5)
  })

  it('never adds up errors further apart than the window', async () => {
    const start = Date.parse('2026-11-26T12:00:00Z')
    for (let minute = 0; minute < 30; minute += 5)
      expect(await errors(THRESHOLD - 1, start + minute * MINUTE)).toBe(0)
    expect(await warnings()).toEqual([])
  })

  it('counts the API’s own 5xx answers (not its 4xx) and the warning, naming the route, reaches the admin chats', async () => {
    const refused = await callApi('GET', '/products/999999999')
    expect(refused.status).toBe(404)
    expect(await db().select().from(serverErrorMinutes).all()).toEqual([])

    // D1 failing the settings' read: the shop's own failure (500 INTERNAL), logged.
    captureConsole('error')
    for (let i = 0; i < THRESHOLD; i++) expect(await failingSettingsRead()).toBe(500)
    const expected = warningText(
      { alert: ERROR_RATE, kind: 'server', route: 'GET /api/settings' },
      'en',
    )
    expect(expected).toContain('`GET /api/settings`')
    await expect
      .poll(() => telegram.sent().map((m) => [m.chat_id, m.text]))
      .toEqual(CHATS.map((chat) => [chat, expected]))
    // The health check's own 503 is the monitor's to report, not counted.
    const before = await db().select().from(serverErrorMinutes).all()
    const health = await callApi('GET', '/health', { settings: { EMAIL_PROVIDER: 'resend' } })
    expect(health.status).toBe(503)
    expect(await db().select().from(serverErrorMinutes).all()).toEqual(before)
  })

  it('counts a missing setting apart: a visitor’s flood of them never raises or silences the server-error alert', async () => {
    // Anyone can post to the Telegram webhook; without its secret every post answers 503.
    for (let i = 0; i < ERROR_THRESHOLDS.configuration; i++) {
      const down = await callApi('POST', '/telegram/webhook', {
        body: { update_id: i },
        settings: { TELEGRAM_WEBHOOK_SECRET: '' },
      })
      expect(down.status).toBe(503)
      expect(down.body.code).toBe('TELEGRAM_SETTING_MISSING')
    }
    // Its own warning, naming the door, never the server-error one.
    const configuration = {
      alert: ERROR_RATE,
      kind: 'configuration',
      route: 'POST /api/telegram/webhook',
    }
    expect(await warnings()).toEqual(CHATS.map((chatId) => ({ chatId, ...configuration })))
    expect(warningText(configuration, 'en')).toMatch(/setting is missing or unusable/)
    expect(warningText(configuration, 'en')).toContain('`POST /api/telegram/webhook`')
    expect(warningText(configuration, 'ar')).toContain('`POST /api/telegram/webhook`')
    // «٢٠ من الطلبات»: it wrote «٢٠ طلبات», which Arabic says of three to ten only.
    expect(warningText(configuration, 'ar')).toContain('ردّ المتجر على ٢٠ من الطلبات على الأقل')

    // A real outage right after still warns, at its own threshold.
    const now = Date.now()
    expect(await errors(THRESHOLD - 1, now)).toBe(0)
    expect(await errors(1, now)).toBe(1)
    expect((await warnings()).slice(2)).toEqual(CHATS.map((chatId) => ({ chatId, ...ALERT })))
  })

  it('counts a provider that does not answer apart too, and names the route most errors came from', async () => {
    const now = Date.parse('2026-11-26T14:00:00Z')
    const card = { kind: 'provider', route: 'POST /api/track/:token/payment/check' } as const
    const courier = { kind: 'provider', route: 'POST /api/orders/shipments' } as const
    // A provider's flood, below the server threshold's count of it, sends its own warning only.
    expect(await errors(ERROR_THRESHOLDS.provider - 3, now, card)).toBe(0)
    expect(await errors(3, now, courier)).toBe(1)
    expect(await warnings()).toEqual(
      CHATS.map((chatId) => ({ chatId, alert: ERROR_RATE, ...card })),
    )
    expect(warningText({ alert: ERROR_RATE, ...card }, 'en')).toMatch(/outside service/)
    // More of them within the hour: nothing more; the server errors still warn.
    expect(await errors(ERROR_THRESHOLDS.provider, now + MINUTE, card)).toBe(0)
    expect(await errors(THRESHOLD, now + MINUTE)).toBe(1)
    expect(await warnings()).toHaveLength(4)
  })

  it('tells the kinds apart by the error code', () => {
    expect(errorKind('INTERNAL')).toBe('server')
    expect(errorKind(undefined)).toBe('server')
    expect(errorKind('TELEGRAM_NOT_CONFIGURED')).toBe('configuration')
    expect(errorKind('SIGN_IN_UNAVAILABLE')).toBe('configuration')
    expect(errorKind('PAYMENT_PROVIDER_UNAVAILABLE')).toBe('provider')
    expect(errorKind('COURIER_UNAVAILABLE')).toBe('provider')
  })

  it('counts a cron run that fails, as it counts an API error, and the run still fails', async () => {
    // R2 refusing the daily backup, the way it fails in production.
    const bucket = new Proxy(env.BUCKET, {
      get(target, property) {
        if (property === 'put') return () => Promise.reject(new Error('R2 is unavailable'))
        const value: unknown = Reflect.get(target, property)
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value
      },
    })
    for (let i = 0; i < THRESHOLD; i++) {
      const ctx = createExecutionContext()
      const daily = createScheduledController({ scheduledTime: Date.now(), cron: '0 0 * * *' })
      worker.scheduled(daily, { ...env, BUCKET: bucket }, ctx)
      await expect(waitOnExecutionContext(ctx)).rejects.toThrow('R2 is unavailable')
    }
    expect(await counted()).toBe(THRESHOLD)
    expect(await warnings()).toEqual(
      CHATS.map((chatId) => ({ chatId, ...ALERT, route: 'cron 0 0 * * *' })),
    )
  })
})

/** GET /api/settings with a D1 binding that fails the settings' read (and nothing else): 500. */
async function failingSettingsRead(): Promise<number> {
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession') return (start: string) => failing(target.withSession(start))
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`${ORIGIN}/api/settings`, {
      headers: { Origin: ORIGIN, 'CF-Connecting-IP': clientAddress() },
    }),
    { ...env, DB, DELIVERIES: recordingQueue() },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  await deliverOutbox()
  return response.status
}

function failing(session: D1DatabaseSession): D1DatabaseSession {
  return new Proxy(session, {
    get(target, property) {
      if (property === 'prepare')
        return (query: string) => {
          if (/from "settings"/.test(query)) throw new Error('D1 is unavailable')
          return target.prepare(query)
        }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}
