// The webhook: Telegram's secret token, the 503 without a bot, and each update_id counting once
// (the update log Durable Object), including concurrent duplicates and retries after a failure.
import { env } from 'cloudflare:workers'
import { createExecutionContext, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../../worker/app'
import { translator } from '../../../worker/telegram/i18n'
import { updateLog } from '../../../worker/durable/telegram-update-log'
import { refusal } from '../helpers'
import { ADMIN_CHAT, telegram, WEBHOOK_SECRET } from './fake-telegram'
import { CUSTOMER_CHAT, deliver, SETTLING, textUpdate } from './updates'

const t = translator('en')

beforeEach(() => telegram.reset())

describe('POST /api/telegram/webhook', () => {
  it('answers 401 without the secret token and handles nothing', async () => {
    const response = await deliver(textUpdate(ADMIN_CHAT, '/help'), null)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(refusal('TELEGRAM_SECRET_INVALID'))
    expect(telegram.sent()).toEqual([])
  })

  it('answers 401 to a wrong secret token', async () => {
    const response = await deliver(textUpdate(ADMIN_CHAT, '/help'), `${WEBHOOK_SECRET}x`)
    expect(response.status).toBe(401)
    expect(telegram.sent()).toEqual([])
  })

  it('answers 400 to a body without an update_id', async () => {
    const response = await deliver({ message: { text: 'hi' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(refusal('TELEGRAM_UPDATE_INVALID'))
  })

  it.each([
    ['no bot token', { TELEGRAM_BOT_TOKEN: '' }, refusal('TELEGRAM_NOT_CONFIGURED')],
    [
      'no webhook secret',
      { TELEGRAM_WEBHOOK_SECRET: '' },
      refusal('TELEGRAM_SETTING_MISSING', { setting: 'TELEGRAM_WEBHOOK_SECRET' }),
    ],
  ])('answers 503 when there is %s', async (_name, settings, refused) => {
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request('http://shop.test/api/telegram/webhook', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Telegram-Bot-Api-Secret-Token': WEBHOOK_SECRET,
        },
        body: JSON.stringify(textUpdate(ADMIN_CHAT, '/help')),
      }),
      { ...env, ...settings },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual(refused)
    expect(refused.error).toMatch(/^Telegram bot is not configured/)
    expect(telegram.sent()).toEqual([])
  })

  it('handles an update once and acknowledges a second delivery without handling it', async () => {
    const update = textUpdate(ADMIN_CHAT, '/help')
    const first = await deliver(update)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ success: true, data: { outcome: 'handled' } })
    const again = await deliver(update)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ success: true, data: { outcome: 'duplicate' } })
    expect(telegram.textsTo(ADMIN_CHAT)).toEqual([t('help.admin')])
  })

  it('handles exactly one of five concurrent deliveries of the same update', async () => {
    const update = textUpdate(CUSTOMER_CHAT, '/help')
    // The first handler waits inside sendMessage while the others arrive.
    const release = telegram.hold('sendMessage')
    const deliveries = Array.from({ length: 5 }, () => deliver(update))
    let answered = 0
    for (const delivery of deliveries) void delivery.then(() => answered++)
    // The four duplicates are answered while the first delivery is still held inside
    // sendMessage: the deliveries really overlapped.
    await vi.waitFor(() => {
      expect(telegram.sent(CUSTOMER_CHAT)).toHaveLength(1)
      expect(answered).toBe(4)
    }, SETTLING)
    release()
    const responses = await Promise.all(deliveries)
    const outcomes = await Promise.all(
      responses.map(async (r) => [r.status, ((await r.json()) as any).data.outcome]),
    )
    expect(outcomes.filter(([, o]) => o === 'handled')).toEqual([[200, 'handled']])
    expect(outcomes.filter(([, o]) => o === 'duplicate')).toHaveLength(4)
    expect(telegram.textsTo(CUSTOMER_CHAT)).toEqual([t('help.customer')])
  })

  it('answers 500 when handling fails, and handles the update when Telegram delivers it again', async () => {
    const update = textUpdate(CUSTOMER_CHAT, '/help')
    telegram.fail('sendMessage', { status: 500, description: 'Internal Server Error' }, 1)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = await deliver(update)
    expect(String(logged.mock.calls[0]?.[0])).toContain(
      `handling update ${update.update_id} failed`,
    )
    logged.mockRestore()
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual(refusal('TELEGRAM_UPDATE_FAILED'))

    const retried = await deliver(update)
    expect(retried.status).toBe(200)
    expect(await retried.json()).toEqual({ success: true, data: { outcome: 'handled' } })
    // The failed attempt reached Telegram too; the retry is the one that got through.
    expect(telegram.sent(CUSTOMER_CHAT).map((m) => m.text)).toEqual([
      t('help.customer'),
      t('help.customer'),
    ])
    expect((await deliver(update)).status).toBe(200)
    expect(telegram.sent(CUSTOMER_CHAT)).toHaveLength(2)
  })

  it('acknowledges updates it has no handler for (an edited message)', async () => {
    const response = await deliver({
      update_id: 77,
      edited_message: textUpdate(CUSTOMER_CHAT, 'edit').message,
    })
    expect(response.status).toBe(200)
    expect(telegram.sent()).toEqual([])
  })
})

describe('the update log Durable Object', () => {
  const log = () => updateLog(env.TELEGRAM_UPDATES)

  it('grants an update id once', async () => {
    expect(await log().claim(9_000_001)).toBe(true)
    expect(await log().claim(9_000_001)).toBe(false)
    await log().complete(9_000_001)
    expect(await log().claim(9_000_001)).toBe(false)
  })

  it('grants a released update id again', async () => {
    expect(await log().claim(9_000_002)).toBe(true)
    await log().release(9_000_002)
    expect(await log().claim(9_000_002)).toBe(true)
  })

  it('does not release an update that was handled', async () => {
    await log().claim(9_000_003)
    await log().complete(9_000_003)
    await log().release(9_000_003)
    expect(await log().claim(9_000_003)).toBe(false)
  })

  it('grants an update again when its handler never finished (a stale claim)', async () => {
    expect(await log().claim(9_000_004)).toBe(true)
    await runInDurableObject(log(), (_instance, state) => {
      state.storage.sql.exec(
        'UPDATE updates SET at = at - 6 * 60 * 1000 WHERE update_id = ?',
        9_000_004,
      )
    })
    expect(await log().claim(9_000_004)).toBe(true)
  })

  it('forgets handled ids after a week', async () => {
    await log().claim(9_000_005)
    await log().complete(9_000_005)
    await runInDurableObject(log(), (_instance, state) => {
      state.storage.sql.exec(
        'UPDATE updates SET at = at - 8 * 24 * 3600 * 1000 WHERE update_id = ?',
        9_000_005,
      )
    })
    expect(await log().claim(9_000_005)).toBe(true)
  })

  it('counts handled updates for the status panel', async () => {
    const before = await runInDurableObject(log(), (instance) => instance.stats())
    await log().claim(9_000_006)
    await log().complete(9_000_006)
    const after = await log().stats()
    expect(after.handled).toBe(before.handled + 1)
    expect(after.lastHandledAt).not.toBeNull()
  })
})
