// The cash-on-delivery ledger: a delivered COD parcel becomes cash its courier owes (collected, fee,
// net); a courier's statement settles what it pays, each statement read once; what does not match
// (an amount changed, a parcel paid twice, a parcel we do not know, a delivered parcel on no
// statement after the grace days) is listed once and told to the admin chats once, in each chat's
// language; cash recorded by hand keeps who; the Cash view's calls are for admins only. The
// courier's statements come from a small object standing for its API; everything else is the
// shop's real local D1.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CourierId } from '../../worker/domain/couriers'
import type { Dinars } from '../../worker/domain/money'
import { readSettings } from '../../worker/db/queries/settings'
import { readConfig } from '../../worker/env'
import type { Courier, CourierStatement } from '../../worker/services/couriers/courier'
import { readStatements } from '../../worker/services/cash'
import { translator } from '../../worker/telegram/i18n'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { deliverOutbox } from './deliveries'
import { api, db, makeProduct, makeUser, orderOf, refusal, type TestUser } from './helpers'

const DAY = 24 * 3600 * 1000
const FEE = 5000

let admin: TestUser
let customer: TestUser
let productId: number

beforeEach(async () => {
  await env.DB.batch(
    ['cash_ledger', 'courier_statements', 'cash_differences', 'outbox', 'telegram_languages'].map(
      (table) => env.DB.prepare(`DELETE FROM ${table}`),
    ),
  )
  telegram.reset()
  admin = await makeUser('admin')
  customer = await makeUser()
  productId = (await makeProduct({ price: 40_000, stock: 1000 })).id
})

/** A cash-on-delivery order handed to `courier` as parcel `reference` (none: shipped by hand),
 * then delivered as the owner marks it in the dashboard. */
async function deliveredCod(courier?: { id: CourierId; reference: string }) {
  const order = await orderOf(customer, [{ id: productId, quantity: 1 }], 'cod')
  if (courier)
    await env.DB.prepare(
      `INSERT INTO shipments (order_id, courier, state, reference, amount_to_collect, fee, created_at, updated_at)
       VALUES (?, ?, 'created', ?, ?, ?, ?, ?)`,
    )
      .bind(
        order.id,
        courier.id,
        courier.reference,
        order.totals.total,
        FEE,
        order.createdAt,
        order.createdAt,
      )
      .run()
  const moved = await api('PUT', `/orders/${order.id}`, {
    cookie: admin.cookie,
    body: { status: 'delivered' },
  })
  expect(moved.status, moved.body.error).toBe(200)
  return { id: order.id as string, total: order.totals.total as number }
}

const ledgerRow = (orderId: string) =>
  env.DB.prepare('SELECT * FROM cash_ledger WHERE order_id = ?').bind(orderId).first()

const unused = () => Promise.reject(new Error('not called by the statement reading'))

/** Al-Waseet's API as far as statements go: it lists these paid statements. */
function alwaseetPaying(statements: CourierStatement[]): (id: CourierId) => Courier | null {
  const courier: Courier = {
    id: 'alwaseet',
    limits: { requests: 30, perSeconds: 30, statusBatch: 25 },
    notifies: false,
    create: unused,
    statuses: unused,
    cancel: unused,
    label: unused,
    statements: () => Promise.resolve(statements),
    cities: unused,
    regions: unused,
    notification: () => Promise.resolve(null),
  }
  return (id) => (id === 'alwaseet' ? courier : null)
}

const line = (reference: string, collected: number, net: number) => ({
  reference,
  orderId: null,
  collected: collected as Dinars,
  fee: (collected - net) as Dinars,
  net: net as Dinars,
})

const statement = (reference: string, paidAt: Date, lines: ReturnType<typeof line>[]) => ({
  reference,
  paidAt: paidAt.toISOString(),
  amount: lines.reduce((sum, l) => sum + l.net, 0) as Dinars,
  lines,
})

async function read(statements: CourierStatement[], at: Date) {
  return readStatements(
    db(),
    readConfig(env),
    await readSettings(db()),
    at,
    alwaseetPaying(statements),
  )
}

const cashWarnings = async () =>
  (
    await env.DB.prepare(
      "SELECT payload FROM outbox WHERE kind = 'failure-warning' AND json_extract(payload, '$.alert') = 'cash-differences' ORDER BY id",
    ).all<{ payload: string }>()
  ).results.map((r) => JSON.parse(r.payload) as Record<string, unknown>)

describe('the cash ledger', () => {
  it('makes a delivered cash-on-delivery order cash its courier owes, with its fee and net', async () => {
    const order = await deliveredCod({ id: 'alwaseet', reference: 'AW-1001' })
    expect(await ledgerRow(order.id)).toMatchObject({
      courier: 'alwaseet',
      collected: order.total,
      fee: FEE,
      net: order.total - FEE,
      settled_at: null,
    })
    const cash = await api('GET', '/admin/cash', { cookie: admin.cookie })
    expect(cash.status).toBe(200)
    expect(cash.body.data.couriers).toEqual([
      {
        courier: 'alwaseet',
        owed: order.total - FEE,
        parcels: 1,
        since: expect.any(String),
        oldestOrderId: order.id,
      },
    ])
    expect(cash.body.data.rows).toEqual([
      expect.objectContaining({ orderId: order.id, reference: 'AW-1001', net: order.total - FEE }),
    ])
    expect(cash.body.data.differences).toEqual([])
  })

  it('owes nothing for an order paid online', async () => {
    const paid = await orderOf(customer, [{ id: productId, quantity: 1 }], 'card')
    const moved = await api('PUT', `/orders/${paid.id}`, {
      cookie: admin.cookie,
      body: { status: 'delivered' },
    })
    expect(moved.status).toBe(200)
    expect(await ledgerRow(paid.id)).toBeNull()
  })

  it('settles the parcels a statement pays, reading each statement once', async () => {
    const order = await deliveredCod({ id: 'alwaseet', reference: 'AW-2001' })
    const paid = statement('INV-1', new Date(), [line('AW-2001', order.total, order.total - FEE)])
    const first = await read([paid], new Date())
    expect(first.statements).toEqual([
      { courier: 'alwaseet', reference: 'INV-1', settled: [order.id] },
    ])
    expect(first.differences).toEqual([])
    expect(await ledgerRow(order.id)).toMatchObject({
      settled_at: paid.paidAt,
      settled_amount: order.total - FEE,
      statement_ref: 'INV-1',
      recorded_by: null,
    })
    const again = await read([paid], new Date())
    expect(again.statements).toEqual([])
    const cash = await api('GET', '/admin/cash', { cookie: admin.cookie })
    expect(cash.body.data.couriers).toEqual([])
  })

  it('lists each difference once and tells the admin chats once, in their languages', async () => {
    const changed = await deliveredCod({ id: 'alwaseet', reference: 'AW-3001' })
    const twice = await deliveredCod({ id: 'alwaseet', reference: 'AW-3002' })
    const missing = await deliveredCod({ id: 'alwaseet', reference: 'AW-3003' })
    // The second admin chat reads Arabic.
    await env.DB.prepare(
      "INSERT INTO telegram_languages (telegram_id, language, chosen, updated_at) VALUES (?, 'ar', 1, ?)",
    )
      .bind(SECOND_ADMIN_CHAT, new Date().toISOString())
      .run()
    const now = Date.now()
    const statements = [
      statement('INV-10', new Date(now + 1 * DAY), [
        line('AW-3001', changed.total, changed.total - FEE - 1000),
        line('AW-3002', twice.total, twice.total - FEE),
        line('AW-9999', 25_000, 20_000),
      ]),
      statement('INV-11', new Date(now + 2 * DAY), [
        line('AW-3002', twice.total, twice.total - FEE),
      ]),
    ]
    const eightDaysOn = new Date(now + 8 * DAY)
    const outcome = await read(statements, eightDaysOn)
    const found = outcome.differences.map((d) => [d.kind, d.orderId, d.expected, d.received])
    expect(found).toEqual([
      ['amount_changed', changed.id, changed.total - FEE, changed.total - FEE - 1000],
      ['unknown_parcel', null, null, 20_000],
      ['paid_twice', twice.id, twice.total - FEE, twice.total - FEE],
      ['missing', missing.id, missing.total - FEE, null],
    ])
    // The changed amount is what was paid: the row is settled at it.
    expect(await ledgerRow(changed.id)).toMatchObject({
      settled_amount: changed.total - FEE - 1000,
      statement_ref: 'INV-10',
    })

    // Read again a day later: nothing new, nothing told again.
    const later = await read(statements, new Date(now + 9 * DAY))
    expect(later).toEqual({ statements: [], differences: [], unreachable: [] })
    const warnings = await cashWarnings()
    // Per chat: the first statement's differences, the second's, the missing parcel.
    expect(warnings.map((w) => [w.chatId, w.statement, w.count])).toEqual([
      [ADMIN_CHAT, 'INV-10', 2],
      [SECOND_ADMIN_CHAT, 'INV-10', 2],
      [ADMIN_CHAT, 'INV-11', 1],
      [SECOND_ADMIN_CHAT, 'INV-11', 1],
      [ADMIN_CHAT, null, 1],
      [SECOND_ADMIN_CHAT, null, 1],
    ])

    await deliverOutbox()
    const en = translator('en')
    // Beside the new-order messages of the three orders.
    const cashTexts = (chat: number) =>
      telegram.textsTo(chat).filter((text) => text.startsWith('💰'))
    const english = cashTexts(ADMIN_CHAT)
    expect(english).toHaveLength(3)
    expect(english[0]).toContain(
      en('warning.cashDifferences', {
        count: 2,
        courier: 'Al-Waseet',
        statement: ' on statement INV-10',
      }),
    )
    expect(english[0]).toContain(`• Order ${changed.id}: paid IQD`)
    expect(english[0]).toContain('• Parcel AW-9999: not an order of ours')
    expect(english[1]).toContain(`• Order ${twice.id}: paid again`)
    expect(english[2]).toContain(`• Order ${missing.id}: delivered`)
    const arabic = cashTexts(SECOND_ADMIN_CHAT)
    expect(arabic).toHaveLength(3)
    expect(arabic[0]).toContain('💰 فرقان في النقد مع الوسيط في الكشف INV-10')
    expect(arabic[2]).toContain(`• الطلب ${missing.id}: سُلِّم`)

    // The Cash view lists the four, each once; resolved, one leaves the list.
    const cash = await api('GET', '/admin/cash', { cookie: admin.cookie })
    const listed = cash.body.data.differences as { id: number; kind: string; reference: string }[]
    expect(listed.map((d) => [d.kind, d.reference])).toEqual([
      ['amount_changed', 'AW-3001'],
      ['unknown_parcel', 'AW-9999'],
      ['paid_twice', 'AW-3002'],
      ['missing', 'AW-3003'],
    ])
    const first = listed[0]!.id
    const resolved = await api('POST', `/admin/cash/differences/${first}/resolve`, {
      cookie: admin.cookie,
    })
    expect(resolved.status).toBe(200)
    expect(resolved.body.data).toMatchObject({ resolvedBy: admin.email })
    const twiceResolved = await api('POST', `/admin/cash/differences/${first}/resolve`, {
      cookie: admin.cookie,
    })
    expect(twiceResolved.status).toBe(409)
    expect(twiceResolved.body).toEqual(refusal('CASH_DIFFERENCE_NOT_OPEN'))

    // The missing parcel paid at last: its difference resolves by itself.
    await read(
      [
        statement('INV-12', new Date(now + 10 * DAY), [
          line('AW-3003', missing.total, missing.total - FEE),
        ]),
      ],
      new Date(now + 10 * DAY),
    )
    const open = (await api('GET', '/admin/cash', { cookie: admin.cookie })).body.data.differences
    expect(open.map((d: { kind: string }) => d.kind)).toEqual(['unknown_parcel', 'paid_twice'])
  })

  it('records cash received by hand with who recorded it, once', async () => {
    const order = await deliveredCod()
    expect(await ledgerRow(order.id)).toMatchObject({ courier: 'hand', fee: 0, net: order.total })
    const recorded = await api('POST', '/admin/cash/record', {
      cookie: admin.cookie,
      body: { orderIds: [order.id] },
    })
    expect(recorded.status, recorded.body.error).toBe(200)
    expect(recorded.body.data).toEqual({ recorded: [order.id] })
    expect(await ledgerRow(order.id)).toMatchObject({
      settled_amount: order.total,
      recorded_by: admin.email,
      statement_ref: null,
    })
    const again = await api('POST', '/admin/cash/record', {
      cookie: admin.cookie,
      body: { orderIds: [order.id] },
    })
    expect(again.status).toBe(409)
    expect(again.body).toEqual(refusal('CASH_ALREADY_SETTLED', { orderId: order.id }))
    const unknown = 'ORD1773000000000ZZZZZ'
    const notOwed = await api('POST', '/admin/cash/record', {
      cookie: admin.cookie,
      body: { orderIds: [unknown] },
    })
    expect(notOwed.status).toBe(404)
    expect(notOwed.body).toEqual(refusal('CASH_NOT_OWED', { orderId: unknown }))
  })

  it('answers the Cash view only to admins', async () => {
    for (const [method, path] of [
      ['GET', '/admin/cash'],
      ['POST', '/admin/cash/statements/read'],
      ['POST', '/admin/cash/differences/1/resolve'],
      ['GET', '/admin/refusals?phone=07701234567'],
      ['DELETE', '/admin/refusals/07701234567'],
    ] as const) {
      expect((await api(method, path)).status).toBe(401)
      expect((await api(method, path, { cookie: customer.cookie })).status).toBe(403)
    }
    const record = await api('POST', '/admin/cash/record', {
      cookie: customer.cookie,
      body: { orderIds: ['ORD1773000000000ZZZZZ'] },
    })
    expect(record.status).toBe(403)
  })
})
