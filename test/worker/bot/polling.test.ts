// The local polling runner and the webhook registration, against the fake Bot API: offsets,
// the seen-id memory (cap 1000, trim 500), the 2 s rhythm, online/offline messages, and updates
// fed to the worker's own webhook.
import { Api } from 'grammy'
import type { Update } from 'grammy/types'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { translator } from '../../../worker/telegram/i18n'
import { POLL_INTERVAL_MS, PollingRunner, SeenUpdates } from '../../../worker/bot/polling'
import { registerCommands, registerWebhook } from '../../../worker/bot/webhook-setup'
import { ADMIN_CHAT, BOT_TOKEN, SECOND_ADMIN_CHAT, telegram, TELEGRAM_API } from './fake-telegram'
import { deliver, textUpdate } from './updates'

const t = translator('en')
const ar = translator('ar')

beforeEach(() => telegram.reset())

const api = () => new Api(BOT_TOKEN, { apiRoot: TELEGRAM_API })
const getUpdatesCalls = () =>
  telegram.calls.filter((c) => c.method === 'getUpdates').map((c) => c.params)

function runner(forward: (update: Update) => Promise<void>, log = vi.fn()) {
  return new PollingRunner({
    api: api(),
    adminChatIds: [ADMIN_CHAT, SECOND_ADMIN_CHAT],
    forward,
    log,
  })
}

describe('the seen-update memory', () => {
  it('keeps up to 1000 ids and then forgets the oldest 500', () => {
    const seen = new SeenUpdates()
    for (let id = 1; id <= 1000; id++) seen.add(id)
    expect(seen.size).toBe(1000)
    seen.add(1001)
    expect(seen.size).toBe(501)
    expect(seen.has(500)).toBe(false)
    expect(seen.has(501)).toBe(true)
    expect(seen.has(1001)).toBe(true)
  })
})

describe('the polling runner', () => {
  it('asks for updates after the last one, with a 10 s long poll, and forwards each once', async () => {
    const forwarded: number[] = []
    const poller = runner((u) => {
      forwarded.push(u.update_id)
      return Promise.resolve()
    })
    telegram.pendingUpdates = [{ update_id: 40 }, { update_id: 41 }]
    await poller.pollOnce()
    expect(forwarded).toEqual([40, 41])
    expect(poller.offset).toBe(42)

    // Telegram hands out 41 again (say, a confirmation got lost) next to a new one.
    telegram.pendingUpdates = [{ update_id: 41 }, { update_id: 42 }]
    poller.offset = 41
    await poller.pollOnce()
    expect(forwarded).toEqual([40, 41, 42])
    expect(getUpdatesCalls()).toEqual([
      { offset: 0, timeout: 10, allowed_updates: ['message', 'callback_query'] },
      { offset: 41, timeout: 10, allowed_updates: ['message', 'callback_query'] },
    ])
  })

  it('asks for an update again when the handler failed it', async () => {
    const log = vi.fn()
    let fail = true
    const forwarded: number[] = []
    const poller = runner((u) => {
      if (u.update_id === 51 && fail) return Promise.reject(new Error('worker answered 500'))
      forwarded.push(u.update_id)
      return Promise.resolve()
    }, log)
    telegram.pendingUpdates = [{ update_id: 50 }, { update_id: 51 }, { update_id: 52 }]
    await poller.pollOnce()
    expect(forwarded).toEqual([50])
    expect(poller.offset).toBe(51)
    expect(log).toHaveBeenCalledWith('polling: update 51 was not handled', expect.any(Error))
    fail = false
    await poller.pollOnce()
    expect(forwarded).toEqual([50, 51, 52])
  })

  it('logs a failed getUpdates and carries on', async () => {
    const log = vi.fn()
    const poller = runner(async () => {}, log)
    telegram.fail('getUpdates', { status: 502, description: 'Bad Gateway' }, 1)
    await expect(poller.pollOnce()).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledWith('polling: getUpdates failed', expect.anything())
    telegram.pendingUpdates = [{ update_id: 7 }]
    await poller.pollOnce()
    expect(poller.offset).toBe(8)
  })

  it('says online once at start, polls every 2 s, and says offline at stop', async () => {
    const waits: number[] = []
    let thirdWait = () => {}
    const waitedThrice = new Promise<void>((resolve) => (thirdWait = resolve))
    const poller = new PollingRunner({
      api: api(),
      adminChatIds: [ADMIN_CHAT, SECOND_ADMIN_CHAT],
      forward: async () => {},
      // The first two waits pass at once; the third rests until stop(), as a real wait would.
      wait: async (ms, signal) => {
        waits.push(ms)
        if (waits.length < 3) return
        thirdWait()
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
      },
    })
    await poller.start()
    await poller.start()
    await waitedThrice
    expect(getUpdatesCalls()).toHaveLength(3)
    await poller.stop()
    await poller.stop()
    // Without the shop's database the runner says it in both languages, English first.
    const both = (kind: 'online' | 'offline') => `${t(`status.${kind}`)}\n${ar(`status.${kind}`)}`
    expect(telegram.textsTo(ADMIN_CHAT)).toEqual([both('online'), both('offline')])
    expect(telegram.textsTo(SECOND_ADMIN_CHAT)).toEqual([both('online'), both('offline')])
    // Status messages are plain text.
    expect(telegram.sent(ADMIN_CHAT)[0]!.parse_mode).toBeUndefined()
    expect(new Set(waits)).toEqual(new Set([POLL_INTERVAL_MS]))
  })

  it("feeds polled updates to the worker's webhook, where the bot answers them", async () => {
    const poller = runner(async (update) => {
      const response = await deliver(update)
      if (!response.ok) throw new Error(`webhook answered ${response.status}`)
    })
    telegram.pendingUpdates = [textUpdate(ADMIN_CHAT, '/help')]
    await poller.pollOnce()
    expect(telegram.textsTo(ADMIN_CHAT)).toEqual([t('help.admin')])
  })
})

describe('registering the webhook', () => {
  it('sets the webhook with the secret, then confirms it with getWebhookInfo', async () => {
    const info = await registerWebhook(api(), 'https://shop.example.iq', 'prod-secret_1')
    expect(info.url).toBe('https://shop.example.iq/api/telegram/webhook')
    expect(telegram.calls.map((c) => c.method)).toEqual(['setWebhook', 'getWebhookInfo'])
    expect(telegram.calls[0]!.params).toEqual({
      url: 'https://shop.example.iq/api/telegram/webhook',
      secret_token: 'prod-secret_1',
      allowed_updates: ['message', 'callback_query'],
    })
  })

  it('sets the command menus in English and Arabic, the admin commands only in admin chats', async () => {
    await registerCommands(api(), [ADMIN_CHAT])
    const menus = telegram.calls.filter((c) => c.method === 'setMyCommands').map((c) => c.params)
    const names = (m: Record<string, any>) =>
      (m.commands as { command: string }[]).map((c) => c.command)
    expect(menus.map((m) => [m.language_code, m.scope?.chat_id, names(m).length])).toEqual([
      [undefined, undefined, 3],
      [undefined, ADMIN_CHAT, 12],
      ['ar', undefined, 3],
      ['ar', ADMIN_CHAT, 12],
    ])
    expect(menus[2]!.commands).toContainEqual({
      command: 'language',
      description: ar('command.language'),
    })
    expect(menus[1]!.commands).toContainEqual({
      command: 'listorders',
      description: t('command.listorders'),
    })
  })

  it('refuses to register a webhook without a secret', async () => {
    await expect(registerWebhook(api(), 'https://shop.example.iq', '')).rejects.toThrow(
      'TELEGRAM_WEBHOOK_SECRET is not set',
    )
    expect(telegram.calls).toEqual([])
  })

  it("reports Telegram's refusal", async () => {
    telegram.fail('setWebhook', {
      status: 400,
      description: 'Bad Request: bad webhook: HTTPS url must be provided for webhook',
    })
    await expect(registerWebhook(api(), 'http://shop.example.iq', 's')).rejects.toThrow(
      'HTTPS url must be provided',
    )
  })
})
