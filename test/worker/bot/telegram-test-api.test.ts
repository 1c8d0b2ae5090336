// The admin-only calls behind the telegram-test page: who may call them, the test messages
// (online, offline, reconnected, custom; plain text), Telegram's errors, and the status panel.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../../worker/app'
import { translator } from '../../../worker/telegram/i18n'
import { api, makeUser, ORIGIN, refusal, type TestUser } from '../helpers'
import { ADMIN_CHAT, BOT_USERNAME, SECOND_ADMIN_CHAT, telegram } from './fake-telegram'
import { deliver, textUpdate } from './updates'

const t = translator('en')

beforeEach(() => telegram.reset())

let admin: TestUser
let customer: TestUser
beforeAll(async () => {
  admin = await makeUser('admin')
  customer = await makeUser('customer')
})

const calls = [
  { method: 'GET', path: '/telegram/status' },
  { method: 'POST', path: '/telegram/test-message', body: { kind: 'online' } },
]

describe('who may use the telegram-test calls', () => {
  it.each(calls)(
    '$method $path answers 401 to an anonymous caller',
    async ({ method, path, body }) => {
      const result = await api(method, path, { body })
      expect(result.status).toBe(401)
      expect(result.body).toEqual(refusal('SIGN_IN_REQUIRED'))
    },
  )

  it.each(calls)('$method $path answers 403 to a customer', async ({ method, path, body }) => {
    const result = await api(method, path, { body, cookie: customer.cookie })
    expect(result.status).toBe(403)
    expect(result.body).toEqual(refusal('ADMIN_REQUIRED'))
  })

  it.each(calls)('$method $path answers an admin', async ({ method, path, body }) => {
    const result = await api(method, path, { body, cookie: admin.cookie })
    expect(result.status).toBe(200)
    expect(result.body.success).toBe(true)
  })

  it('sends nothing for a customer', async () => {
    await api('POST', '/telegram/test-message', {
      body: { kind: 'custom', text: 'spam' },
      cookie: customer.cookie,
    })
    expect(telegram.sent()).toEqual([])
  })
})

describe('POST /api/telegram/test-message', () => {
  it.each(['online', 'offline', 'reconnected'] as const)(
    'sends the %s message to every admin chat as plain text',
    async (kind) => {
      const result = await api('POST', '/telegram/test-message', {
        body: { kind },
        cookie: admin.cookie,
      })
      expect(result.body).toEqual({
        success: true,
        data: { message: 'Message sent', text: t(`status.${kind}`), sentTo: 2 },
      })
      expect(telegram.sent()).toEqual([
        { chat_id: ADMIN_CHAT, text: t(`status.${kind}`) },
        { chat_id: SECOND_ADMIN_CHAT, text: t(`status.${kind}`) },
      ])
    },
  )

  it('sends a custom message, trimmed', async () => {
    await api('POST', '/telegram/test-message', {
      body: { kind: 'custom', text: '  Stock count at 5 pm  ' },
      cookie: admin.cookie,
    })
    expect(telegram.textsTo(ADMIN_CHAT)).toEqual(['Stock count at 5 pm'])
  })

  it.each([{ kind: 'custom' }, { kind: 'custom', text: '   \n ' }])(
    'refuses an empty custom message (%o)',
    async (body) => {
      const result = await api('POST', '/telegram/test-message', { body, cookie: admin.cookie })
      expect(result.status).toBe(400)
      expect(result.body).toEqual(refusal('MESSAGE_EMPTY'))
      expect(telegram.sent()).toEqual([])
    },
  )

  it('refuses an unknown kind', async () => {
    const result = await api('POST', '/telegram/test-message', {
      body: { kind: 'party' },
      cookie: admin.cookie,
    })
    expect(result.status).toBe(400)
    expect(result.body.error).toBe('Unknown message kind')
  })

  it("answers 502 with Telegram's own description when Telegram refuses", async () => {
    telegram.fail('sendMessage', { status: 400, description: 'Bad Request: chat not found' })
    const result = await api('POST', '/telegram/test-message', {
      body: { kind: 'online' },
      cookie: admin.cookie,
    })
    expect(result.status).toBe(502)
    expect(result.body).toEqual(
      refusal('TELEGRAM_REFUSED', { reason: 'Bad Request: chat not found' }),
    )
    expect(result.body.error).toBe('Bad Request: chat not found')
  })

  it('answers 502 when Telegram cannot be reached', async () => {
    telegram.fail('sendMessage', 'network')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await api('POST', '/telegram/test-message', {
      body: { kind: 'online' },
      cookie: admin.cookie,
    })
    expect(logged).toHaveBeenCalledWith('telegram: call failed', expect.anything())
    logged.mockRestore()
    expect(result.status).toBe(502)
    expect(result.body).toEqual(refusal('TELEGRAM_UNREACHABLE'))
  })
})

/** Calls the API with other settings than the test bindings. */
async function callWith(
  settings: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
) {
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`${ORIGIN}/api${path}`, {
      method,
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { ...env, ...settings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return { status: response.status, body: (await response.json()) as any }
}

describe('without a configured bot', () => {
  it('answers a test message with 503', async () => {
    const result = await callWith({ TELEGRAM_BOT_TOKEN: '' }, 'POST', '/telegram/test-message', {
      kind: 'online',
    })
    expect(result).toEqual({
      status: 503,
      body: refusal('TELEGRAM_NOT_CONFIGURED'),
    })
  })

  it('answers 503 when there are no admin chats to send to', async () => {
    const result = await callWith(
      { TELEGRAM_ADMIN_CHAT_IDS: '' },
      'POST',
      '/telegram/test-message',
      { kind: 'online' },
    )
    expect(result.status).toBe(503)
    expect(result.body.error).toBe(
      'Telegram bot is not configured (TELEGRAM_ADMIN_CHAT_IDS is empty)',
    )
  })

  it('says so in the status', async () => {
    const result = await callWith({ TELEGRAM_BOT_TOKEN: '' }, 'GET', '/telegram/status')
    expect(result.body.data).toMatchObject({
      configured: false,
      bot: null,
      webhook: null,
      telegramError: null,
    })
    expect(telegram.calls).toEqual([])
  })
})

describe('GET /api/telegram/status', () => {
  it('reports the configuration, the bot, the webhook and the updates handled', async () => {
    await deliver(textUpdate(ADMIN_CHAT, '/start'))
    const { body } = await api('GET', '/telegram/status', { cookie: admin.cookie })
    expect(body.data).toMatchObject({
      configured: true,
      webhookSecretSet: true,
      adminChats: 2,
      ownSupportChat: true,
      bot: { username: BOT_USERNAME, name: 'Moto Shop' },
      webhook: { url: '', pendingUpdates: 0, lastError: null, lastErrorAt: null },
      telegramError: null,
    })
    expect(body.data.updates.handled).toBeGreaterThanOrEqual(1)
    expect(Date.parse(body.data.updates.lastHandledAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it("reports Telegram's error instead of failing", async () => {
    telegram.fail('getWebhookInfo', { status: 401, description: 'Unauthorized' })
    const { status, body } = await api('GET', '/telegram/status', { cookie: admin.cookie })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      configured: true,
      webhook: null,
      telegramError: 'Unauthorized',
    })
  })
})
