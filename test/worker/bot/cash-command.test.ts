// /cash: each courier's owed total, parcels and oldest unpaid parcel, and the open differences, in
// the chat's language (the Arabic word «النقد» asks too); for admins only.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { dinars } from '../../../worker/domain/money'
import { formatDinars } from '../../../worker/telegram/format'
import { translator } from '../../../worker/telegram/i18n'
import { ADMIN_CHAT, telegram } from './fake-telegram'
import { CUSTOMER_CHAT, reply } from './updates'

const en = translator('en')
const ARABIC = { languageCode: 'ar' }

const ledger = (
  orderId: string,
  courier: string,
  net: number,
  deliveredAt: string,
  settled = false,
) =>
  env.DB.prepare(
    `INSERT INTO cash_ledger (order_id, courier, collected, fee, net, delivered_at, settled_at, created_at)
     VALUES (?, ?, ?, 5000, ?, ?, ?, ?)`,
  ).bind(orderId, courier, net + 5000, net, deliveredAt, settled ? deliveredAt : null, deliveredAt)

beforeEach(async () => {
  telegram.reset()
  await env.DB.batch([
    env.DB.prepare('DELETE FROM cash_ledger'),
    env.DB.prepare('DELETE FROM cash_differences'),
    env.DB.prepare('DELETE FROM telegram_languages'),
  ])
})

describe('/cash', () => {
  it('says what each courier owes, since when and its oldest parcel, and the open differences', async () => {
    await env.DB.batch([
      ledger('ORD1773000000000AAAAA', 'alwaseet', 40_000, '2026-03-01T09:00:00.000Z'),
      ledger('ORD1773000000000BBBBB', 'alwaseet', 25_000, '2026-03-03T09:00:00.000Z'),
      ledger('ORD1773000000000CCCCC', 'alwaseet', 99_000, '2026-02-01T09:00:00.000Z', true),
      ledger('ORD1773000000000DDDDD', 'hand', 10_000, '2026-03-02T09:00:00.000Z'),
      env.DB.prepare(
        `INSERT INTO cash_differences (courier, order_id, kind, expected, received, noticed_at, dedupe_key)
         VALUES ('alwaseet', 'ORD1773000000000BBBBB', 'missing', 25000, NULL, '2026-03-12T09:00:00.000Z', 'missing:ORD1773000000000BBBBB')`,
      ),
    ])
    const english = await reply(ADMIN_CHAT, '/cash')
    expect(english.split('\n')).toEqual([
      en('cash.title'),
      '',
      en('cash.line', {
        courier: 'Al-Waseet',
        owed: formatDinars(dinars(65_000), 'en'),
        count: 2,
        since: '1 Mar 2026, 12:00 (Baghdad)',
        orderId: 'ORD1773000000000AAAAA',
      }),
      en('cash.line', {
        courier: 'By hand (no courier)',
        owed: formatDinars(dinars(10_000), 'en'),
        count: 1,
        since: '2 Mar 2026, 12:00 (Baghdad)',
        orderId: 'ORD1773000000000DDDDD',
      }),
      '',
      en('cash.differences', { count: 1 }),
    ])

    const arabic = await reply(ADMIN_CHAT, 'النقد', ARABIC)
    const lines = arabic.split('\n')
    expect(lines[0]).toBe('💰 نقد الدفع عند الاستلام المستحق للمتجر')
    expect(lines[2]).toMatch(
      /^الوسيط: .*٦٥٬٠٠٠.* عن طردين، منذ .*\(أقدم طرد غير مسدَّد: الطلب ORD1773000000000AAAAA\)$/,
    )
    expect(lines[3]).toMatch(/^يدوياً \(بدون شركة توصيل\): .*١٠٬٠٠٠.* عن طرد واحد،/)
    expect(lines.at(-1)).toBe('⚠️ فروقات مفتوحة: ١ (انظر «النقد» في لوحة التحكم)')
  })

  it('says nothing is owed when every parcel is settled', async () => {
    expect(await reply(ADMIN_CHAT, '/cash')).toBe(
      [en('cash.title'), '', en('cash.none'), '', en('cash.noDifferences')].join('\n'),
    )
  })

  it('is for admins only', async () => {
    expect(await reply(CUSTOMER_CHAT, '/cash')).toBe(en('accessDenied'))
  })

  it('is listed in the admins’ /help in both languages', async () => {
    expect(await reply(ADMIN_CHAT, '/help')).toContain('/cash - Cash the couriers owe')
    expect(await reply(ADMIN_CHAT, '/help', ARABIC)).toContain(
      '/cash - النقد المستحق لدى شركات التوصيل («النقد»)',
    )
  })
})
