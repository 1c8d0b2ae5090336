// A payment provider that does not answer warns the admin chats on its own
// (worker/services/provider-outage.ts): once per provider within the hour, each provider apart, in
// each chat's language when sent; without admin chats nothing is written.
import { beforeEach, describe, expect, it } from 'vitest'
import { alertsSent, outbox } from '../../worker/db/schema'
import { readConfig } from '../../worker/env'
import { noteProviderOutage } from '../../worker/services/provider-outage'
import { PROVIDER_OUTAGE, warningText } from '../../worker/telegram/warnings'
import { env } from 'cloudflare:workers'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT } from './bot/fake-telegram'
import { db } from './helpers'

const MINUTE = 60_000
const config = readConfig(env)
const DETAIL = 'status: HTTP 502'

const warnings = async () => (await db().select().from(outbox).all()).map((r) => r.payload)

const payloads = (provider: string) =>
  [ADMIN_CHAT, SECOND_ADMIN_CHAT].map((chatId) => ({
    chatId,
    alert: PROVIDER_OUTAGE,
    provider,
    detail: DETAIL,
  }))

beforeEach(async () => {
  await db().batch([db().delete(outbox), db().delete(alertsSent)])
})

describe('noteProviderOutage', () => {
  it('warns each admin chat once within the hour, per provider', async () => {
    const start = new Date('2026-11-27T09:00:00Z')
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE)
    expect(await noteProviderOutage(db(), config, 'qi', start, DETAIL)).toBe(true)
    expect(await noteProviderOutage(db(), config, 'qi', at(1), DETAIL)).toBe(false)
    expect(await noteProviderOutage(db(), config, 'qi', at(59), DETAIL)).toBe(false)
    // Another provider's outage is news of its own.
    expect(await noteProviderOutage(db(), config, 'fib', at(2), DETAIL)).toBe(true)
    expect(await warnings()).toEqual([...payloads('qi'), ...payloads('fib')])
    expect(await noteProviderOutage(db(), config, 'qi', at(61), DETAIL)).toBe(true)
    expect(await warnings()).toHaveLength(6)
  })

  it('sends concurrent reports of one outage once', async () => {
    const now = new Date('2026-11-27T11:00:00Z')
    const claimed = await Promise.all(
      Array.from({ length: 5 }, () => noteProviderOutage(db(), config, 'zaincash', now, DETAIL)),
    )
    expect(claimed.filter(Boolean)).toHaveLength(1)
    expect(await warnings()).toEqual(payloads('zaincash'))
  })

  it('writes nothing without admin chats', async () => {
    const noChats = readConfig({ ...env, TELEGRAM_ADMIN_CHAT_IDS: '' })
    expect(await noteProviderOutage(db(), noChats, 'paypal', new Date(), DETAIL)).toBe(false)
    expect(await warnings()).toEqual([])
  })

  it('names the provider and the detail in English and Arabic', () => {
    const [payload] = payloads('zaincash')
    expect(warningText(payload!, 'en')).toMatch(/^⚠️ ZainCash is not answering .*HTTP 502/)
    expect(warningText(payload!, 'ar')).toMatch(/زين كاش لا يستجيب .*HTTP 502/)
  })
})
