import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../worker/env'
import { checkHealth } from '../../worker/services/health'
import { api, db } from './helpers'
import { telegram } from './bot/fake-telegram'

const MINUTE = 60_000

describe('GET /api/health', () => {
  it('answers 200 with each part the shop depends on', async () => {
    const { status, body, headers } = await api('GET', '/health')
    expect(status).toBe(200)
    // The test worker runs with a bot token, the e-mail outbox and the mock SMS.
    expect(body).toEqual({
      ok: true,
      checks: { database: 'ok', storage: 'ok', telegram: 'ok', email: 'off', sms: 'off' },
    })
    expect(headers.get('Cache-Control')).toBe('no-store')
  })

  it('reports Telegram failing once its last good answer is a minute old, and recovering', async () => {
    const parts = { db: db(), bucket: env.BUCKET, config: readConfig(env) }
    const start = Date.now() + 10 * MINUTE
    expect((await checkHealth(parts, start)).checks.telegram).toBe('ok')
    telegram.fail('getMe', 'network', 1)
    // Within the minute the last answer stands: a monitor polling often does not call Telegram.
    expect((await checkHealth(parts, start + MINUTE / 2)).checks.telegram).toBe('ok')
    expect(await checkHealth(parts, start + MINUTE + 1)).toEqual({
      ok: false,
      checks: { database: 'ok', storage: 'ok', telegram: 'failing', email: 'off', sms: 'off' },
    })
    expect((await checkHealth(parts, start + 3 * MINUTE)).checks.telegram).toBe('ok')
  })
})
