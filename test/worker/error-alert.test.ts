// A worker error rate above the threshold reaches the admin chats once an hour at most
// (worker/services/error-alert.ts): errors are counted per minute only when one happens, a burst of
// server errors sends one warning to each admin chat (in its language) through the outbox, more
// errors within the hour send none, and errors spread wider than the window never add up.
import { env } from 'cloudflare:workers'
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from '../../worker/index'
import { ERROR_RATE, warningText } from '../../worker/telegram/warnings'
import { alertsSent, outbox, serverErrorMinutes } from '../../worker/db/schema'
import { ERROR_ALERT_THRESHOLD } from '../../worker/domain/error-rate'
import { recordServerError } from '../../worker/services/error-alert'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { db } from './helpers'
import { callApi } from './outbound'

const MINUTE = 60_000
const ALERT = { alert: ERROR_RATE }
/** The admin chats have no language of their own here: English. */
const ERROR_RATE_ALERT = warningText(ALERT, 'en')
const CHATS = [ADMIN_CHAT, SECOND_ADMIN_CHAT]

const warnings = () =>
  db()
    .select({ payload: outbox.payload })
    .from(outbox)
    .all()
    .then((rows) => rows.map((r) => r.payload))

async function errors(count: number, at: number) {
  const sent: boolean[] = []
  for (let i = 0; i < count; i++) sent.push(await recordServerError(db(), CHATS, new Date(at)))
  return sent.filter(Boolean).length
}

beforeEach(async () => {
  telegram.reset()
  await db().batch([db().delete(outbox), db().delete(serverErrorMinutes), db().delete(alertsSent)])
})

describe('the error-rate alert', () => {
  it('warns each admin chat once when the errors in five minutes reach the threshold, and not again within the hour', async () => {
    const start = Date.parse('2026-11-26T10:00:30Z')
    expect(await errors(ERROR_ALERT_THRESHOLD - 1, start)).toBe(0)
    expect(await warnings()).toEqual([])
    // The threshold is reached four minutes later: still inside the five-minute window.
    expect(await errors(1, start + 4 * MINUTE)).toBe(1)
    expect(await warnings()).toEqual(CHATS.map((chatId) => ({ chatId, ...ALERT })))
    expect(ERROR_RATE_ALERT).toMatch(/server error/)
    expect(warningText(ALERT, 'ar')).toMatch(/خطأ في الخادم/)

    // Many more within the hour: no second warning.
    expect(await errors(3 * ERROR_ALERT_THRESHOLD, start + 30 * MINUTE)).toBe(0)
    expect(await errors(ERROR_ALERT_THRESHOLD, start + 59 * MINUTE)).toBe(0)
    expect(await warnings()).toHaveLength(2)
    // An hour after the first, a new burst warns again.
    expect(await errors(ERROR_ALERT_THRESHOLD, start + 65 * MINUTE)).toBe(1)
    expect(await warnings()).toHaveLength(4)
    // Only the window's minutes are kept.
    expect((await db().select().from(serverErrorMinutes).all()).length).toBeLessThanOrEqual(5)
  })

  it('never adds up errors further apart than the window', async () => {
    const start = Date.parse('2026-11-26T12:00:00Z')
    for (let minute = 0; minute < 30; minute += 5)
      expect(await errors(ERROR_ALERT_THRESHOLD - 1, start + minute * MINUTE)).toBe(0)
    expect(await warnings()).toEqual([])
  })

  it('counts the API’s 5xx answers (not its 4xx) and the warning reaches the admin chats', async () => {
    // Without a usable JWT_SECRET every sign-in answers 503.
    const broken = { JWT_SECRET: '' }
    const refused = await callApi('POST', '/auth/login', {
      body: { email: 'nobody@shop.test', password: 'wrong-password' },
    })
    expect(refused.status).toBe(401)
    expect(await db().select().from(serverErrorMinutes).all()).toEqual([])

    for (let i = 0; i < ERROR_ALERT_THRESHOLD; i++) {
      const down = await callApi('POST', '/auth/login', {
        body: { email: 'nobody@shop.test', password: 'wrong-password' },
        settings: broken,
      })
      expect(down.status).toBe(503)
    }
    await expect
      .poll(() => telegram.sent().map((m) => [m.chat_id, m.text]))
      .toEqual(CHATS.map((chat) => [chat, ERROR_RATE_ALERT]))
    // The health check's own 503 is the monitor's to report, not counted.
    const before = await db().select().from(serverErrorMinutes).all()
    const health = await callApi('GET', '/health', { settings: { EMAIL_PROVIDER: 'resend' } })
    expect(health.status).toBe(503)
    expect(await db().select().from(serverErrorMinutes).all()).toEqual(before)
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
    for (let i = 0; i < ERROR_ALERT_THRESHOLD; i++) {
      const ctx = createExecutionContext()
      const daily = createScheduledController({ scheduledTime: Date.now(), cron: '0 0 * * *' })
      worker.scheduled(daily, { ...env, BUCKET: bucket }, ctx)
      await expect(waitOnExecutionContext(ctx)).rejects.toThrow('R2 is unavailable')
    }
    const counted = await db().select({ count: serverErrorMinutes.count }).from(serverErrorMinutes)
    expect(counted.reduce((sum, minute) => sum + minute.count, 0)).toBe(ERROR_ALERT_THRESHOLD)
    expect(await warnings()).toEqual(CHATS.map((chatId) => ({ chatId, ...ALERT })))
  })
})
