// Order e-mails: confirmation on placement, status and tracking updates, in the order's language,
// through the outbox (default) or the Resend HTTP API; a failed send never fails the order.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDb } from '../../worker/db/client'
import { readConfig } from '../../worker/env'
import { orderPlacedEmail } from '../../worker/services/email/notify'
import { makeProduct, makeUser, orderBody, type TestUser } from './helpers'
import { callApi, captureConsole, fakeService } from './outbound'

interface OutboxRow {
  to: string
  subject: string
  text: string
  html: string
  kind: string
  language: string
}

async function outboxFor(orderId: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT `to`, subject, text, html, kind, language FROM email_outbox WHERE subject LIKE ? ORDER BY id',
  )
    .bind(`%${orderId.slice(-6)}%`)
    .all<OutboxRow>()
  return results
}

async function placeOrder(
  customer: TestUser,
  options: { language?: string; method?: 'cod'; settings?: Record<string, string> } = {},
) {
  const product = await makeProduct({
    name: 'Brake Pad Set',
    nameAr: 'طقم فحمات فرامل',
    price: 25000,
    stock: 10,
  })
  const result = await callApi('POST', '/orders', {
    cookie: customer.cookie,
    body: orderBody([{ id: product.id, quantity: 2 }], options.method ?? 'cod'),
    headers: options.language ? { 'Accept-Language': options.language } : {},
    settings: options.settings,
  })
  expect(result.status, result.body.error).toBe(201)
  return result.body.data
}

const setStatus = async (
  admin: TestUser,
  id: string,
  status: string,
  settings?: Record<string, string>,
) => callApi('PUT', `/orders/${id}`, { cookie: admin.cookie, body: { status }, settings })

// The fakes and console captures are spies: each test's are undone after it.
afterEach(() => vi.restoreAllMocks())

describe('order confirmation', () => {
  it('writes an English confirmation with the items, totals and delivery details to the outbox', async () => {
    const customer = await makeUser()
    const order = await placeOrder(customer, { language: 'en-US,en;q=0.9', method: 'cod' })
    const [email, ...more] = await outboxFor(order.id)
    expect(more).toEqual([])
    // The account's address, not the one typed in the shipping form (ali@example.iq).
    expect(email).toMatchObject({
      to: customer.email,
      subject: `We received your order #${order.id.slice(-6)}`,
      kind: 'order-confirmation',
      language: 'en',
    })
    expect(email!.text).toContain('Hello Ali,')
    // Intl puts a no-break space between currency and amount.
    expect(email!.text).toMatch(/Brake Pad Set × 2: IQD\s50,000/)
    // 50,000 + delivery 5,000 + 8% tax 4,000 + cash-on-delivery fee 1,000.
    expect(order.totals.total).toBe(60_000)
    expect(email!.text).toMatch(/Total: IQD\s60,000\n/)
    expect(email!.text).toContain('Payment: Cash on Delivery')
    expect(email!.text).toContain('Status: Pending')
    expect(email!.text).toContain('We will call you to confirm your cash-on-delivery order.')
    expect(email!.html).toContain('<html lang="en" dir="ltr">')
    expect(email!.html).toContain('Brake Pad Set × 2')
  })

  it('composes an order e-mail from one round trip to D1: the order, its address and the shop', async () => {
    const customer = await makeUser()
    const order = await placeOrder(customer, { method: 'cod' })
    // Every call that goes to D1: a batch, or one statement run on its own.
    const statement = Object.getPrototypeOf(env.DB.prepare('SELECT 1')) as D1PreparedStatement
    const trips = [
      vi.spyOn(env.DB, 'batch'),
      ...(['all', 'raw', 'first', 'run'] as const).map((run) => vi.spyOn(statement, run)),
    ]
    const email = await orderPlacedEmail(readConfig(env), createDb(env.DB), order.id)
    expect(email).toMatchObject({ to: customer.email, kind: 'order-confirmation' })
    expect(email!.text).toContain('Brake Pad Set × 2')
    expect(trips.reduce((n, spy) => n + spy.mock.calls.length, 0)).toBe(1)
  })

  it('writes the confirmation in Arabic, right to left, when the order was placed in Arabic', async () => {
    const order = await placeOrder(await makeUser(), { language: 'ar' })
    expect(order.language).toBe('ar')
    const [email] = await outboxFor(order.id)
    expect(email).toMatchObject({
      subject: `استلمنا طلبك رقم ${order.id.slice(-6)}`,
      language: 'ar',
    })
    expect(email!.html).toContain('<html lang="ar" dir="rtl">')
    expect(email!.text).toContain('مرحباً Ali،')
    // The quantity in the same digits as the prices beside it.
    expect(email!.text).toContain('طقم فحمات فرامل × ٢')
    expect(email!.text).toContain('الحالة: قيد الانتظار')
  })

  it('writes a free delivery as free, as the checkout showed it, not as 0 dinars', async () => {
    const product = await makeProduct({ name: 'Full Exhaust', price: 200_000, stock: 3 })
    const placed = await callApi('POST', '/orders', {
      cookie: (await makeUser()).cookie,
      body: orderBody([{ id: product.id, quantity: 1 }], 'cod'),
      headers: { 'Accept-Language': 'ar' },
    })
    expect(placed.status, placed.body.error).toBe(201)
    expect(placed.body.data.totals.shipping).toBe(0)
    const [email] = await outboxFor(placed.body.data.id as string)
    expect(email!.text).toContain('الشحن: مجاني')
    expect(email!.text).not.toContain('الشحن: ٠')
  })

  it('remembers the language as the customer’s preferred one', async () => {
    const customer = await makeUser()
    await placeOrder(customer, { language: 'ar-IQ' })
    const row = await env.DB.prepare('SELECT language FROM users WHERE id = ?')
      .bind(customer.id)
      .first()
    expect(row).toEqual({ language: 'ar' })
  })

  it('escapes what the shopper typed in the HTML body', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const body = orderBody([{ id: product.id, quantity: 1 }])
    body.shippingInfo = { ...body.shippingInfo, firstName: '<script>x</script>' }
    const result = await callApi('POST', '/orders', { cookie: customer.cookie, body })
    const [email] = await outboxFor(result.body.data.id)
    expect(email!.html).not.toContain('<script>')
    expect(email!.html).toContain('&#60;script&#62;')
  })

  it('sends no second confirmation when an order is retried with the same Idempotency-Key', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const body = orderBody([{ id: product.id, quantity: 1 }])
    const send = () =>
      callApi('POST', '/orders', {
        cookie: customer.cookie,
        body,
        headers: { 'Idempotency-Key': 'retry-key-12345' },
      })
    const first = await send()
    const again = await send()
    expect(again.status).toBe(200)
    expect(await outboxFor(first.body.data.id)).toHaveLength(1)
  })
})

describe('status changes', () => {
  it('e-mails a status update that names the old and the new status', async () => {
    const admin = await makeUser('admin')
    const order = await placeOrder(await makeUser(), { method: 'cod' })
    expect((await setStatus(admin, order.id, 'confirmed')).status).toBe(200)
    const update = (await outboxFor(order.id)).find((e) => e.kind === 'status-update')
    expect(update).toMatchObject({
      subject: `Your order #${order.id.slice(-6)} is now Confirmed`,
      language: 'en',
    })
    expect(update!.text).toContain('The status of your order changed from Pending to Confirmed.')
  })

  it('e-mails a tracking update with the tracking number when the order ships', async () => {
    const admin = await makeUser('admin')
    const order = await placeOrder(await makeUser(), { language: 'ar' })
    const shipped = await setStatus(admin, order.id, 'shipped')
    const tracking = shipped.body.data.trackingNumber
    expect(tracking).toMatch(/^TRK\d{8}$/)
    const emails = await outboxFor(order.id)
    expect(emails.map((e) => e.kind)).toEqual(['order-confirmation', 'tracking-update'])
    expect(emails[1]).toMatchObject({
      subject: `تم شحن طلبك رقم ${order.id.slice(-6)}`,
      language: 'ar',
    })
    expect(emails[1]!.text).toContain(`رقم التتبع: ${tracking}`)
    expect(emails[1]!.html).toContain(tracking)
  })

  it("e-mails the courier's next step as a status update, not as a second shipping", async () => {
    const admin = await makeUser('admin')
    const order = await placeOrder(await makeUser())
    expect((await setStatus(admin, order.id, 'shipped')).status).toBe(200)
    expect((await setStatus(admin, order.id, 'out_for_delivery')).status).toBe(200)
    const emails = await outboxFor(order.id)
    expect(emails.map((e) => e.kind)).toEqual([
      'order-confirmation',
      'tracking-update',
      'status-update',
    ])
    expect(emails[2]!.text).toContain(
      'The status of your order changed from Shipped to Out for delivery.',
    )
  })

  it('e-mails every order of a bulk update, and nothing for an order already in that status', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const a = await placeOrder(customer, { method: 'cod' })
    const b = await placeOrder(customer, { method: 'cod' })
    expect((await setStatus(admin, b.id, 'confirmed')).status).toBe(200)
    const result = await callApi('PATCH', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [a.id, b.id, 'ORD-missing'], status: 'confirmed' },
    })
    expect(result.body.data).toEqual({
      updatedCount: 2,
      errors: [{ id: 'ORD-missing', error: 'Order not found', code: 'ORDER_NOT_FOUND' }],
    })
    expect((await outboxFor(a.id)).map((e) => e.kind)).toEqual([
      'order-confirmation',
      'status-update',
    ])
    // b was confirmed already: no e-mail says "Confirmed to Confirmed".
    expect((await outboxFor(b.id)).map((e) => e.kind)).toEqual([
      'order-confirmation',
      'status-update',
    ])
  })

  it('names the cancellation with the status it had', async () => {
    const admin = await makeUser('admin')
    const order = await placeOrder(await makeUser())
    await setStatus(admin, order.id, 'shipped')
    await setStatus(admin, order.id, 'cancelled')
    const last = (await outboxFor(order.id)).at(-1)
    expect(last!.text).toContain('The status of your order changed from Shipped to Cancelled.')
  })
})

describe('the Resend HTTP provider', () => {
  const resend = {
    EMAIL_PROVIDER: 'resend',
    EMAIL_API_KEY: 're_test_key',
    EMAIL_API_URL: 'https://mail.fake',
    EMAIL_FROM: 'Shop <orders@shop.test>',
  }

  it('posts the e-mail as JSON with the API key and writes nothing to the outbox', async () => {
    const fake = fakeService('https://mail.fake', () => Response.json({ id: 'email-1' }))
    const customer = await makeUser()
    const order = await placeOrder(customer, { settings: resend })
    expect(fake.calls).toHaveLength(1)
    const call = fake.calls[0]!
    expect(call.url).toBe('https://mail.fake/emails')
    expect(call.method).toBe('POST')
    expect(call.headers.get('Authorization')).toBe('Bearer re_test_key')
    expect(JSON.parse(call.body)).toMatchObject({
      from: 'Shop <orders@shop.test>',
      to: [customer.email],
      subject: `We received your order #${order.id.slice(-6)}`,
      text: expect.stringContaining('Brake Pad Set × 2'),
      html: expect.stringContaining('<!doctype html>'),
    })
    expect(await outboxFor(order.id)).toEqual([])
  })

  it('gives a refused e-mail up at once (no attempt can cure a 422), shows it failed and still places the order and changes its status', async () => {
    const fake = fakeService('https://mail.fake', () =>
      Response.json({ statusCode: 422, message: 'Invalid `to` field' }, { status: 422 }),
    )
    const logs = captureConsole('error')
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const order = await placeOrder(customer, { settings: resend })
    expect(order.status).toBe('pending')
    const shipped = await setStatus(admin, order.id, 'shipped', resend)
    expect(shipped.status).toBe(200)
    expect(shipped.body.data.status).toBe('shipped')
    expect(fake.calls).toHaveLength(2)
    expect(logs.text()).toContain(
      '(order-confirmation) given up: e-mail provider answered 422: Invalid `to` field',
    )
    expect(logs.text()).toContain('(order-status) given up')
    const failed = await env.DB.prepare(
      "SELECT kind, status, attempts, last_error AS error FROM outbox WHERE ref = ? AND channel = 'email' ORDER BY id",
    )
      .bind(`order:${order.id}`)
      .all()
    expect(failed.results).toEqual([
      {
        kind: 'order-confirmation',
        status: 'failed',
        attempts: 1,
        error: 'e-mail provider answered 422: Invalid `to` field',
      },
      {
        kind: 'order-status',
        status: 'failed',
        attempts: 1,
        error: 'e-mail provider answered 422: Invalid `to` field',
      },
    ])
  })

  it('logs a provider that cannot be reached, and one without an API key, without failing the order', async () => {
    fakeService('https://mail.fake', () => {
      throw new TypeError('fetch failed')
    })
    const logs = captureConsole('error')
    const reached = await placeOrder(await makeUser(), { settings: resend })
    const keyless = await placeOrder(await makeUser(), {
      settings: { ...resend, EMAIL_API_KEY: '' },
    })
    expect(reached.id).not.toBe(keyless.id)
    expect(logs.text()).toContain('fetch failed')
    expect(logs.text()).toContain('EMAIL_API_KEY is not set')
  })
})

describe('the outbox for admins', () => {
  it('lists the newest e-mails first', async () => {
    const admin = await makeUser('admin')
    const order = await placeOrder(await makeUser())
    const list = await callApi('GET', '/emails?limit=5', { cookie: admin.cookie })
    expect(list.status).toBe(200)
    expect(list.body.data.length).toBeLessThanOrEqual(5)
    expect(list.body.data[0]).toMatchObject({
      subject: `We received your order #${order.id.slice(-6)}`,
      kind: 'order-confirmation',
    })
  })

  it("shows an e-mail's HTML as a page of its own, styled, framed by the shop only, for admins only", async () => {
    const admin = await makeUser('admin')
    await placeOrder(await makeUser())
    const [email] = (await callApi('GET', '/emails?limit=1', { cookie: admin.cookie })).body.data
    const preview = await callApi('GET', `/emails/${String(email.id)}/preview`, {
      cookie: admin.cookie,
    })
    expect(preview.status).toBe(200)
    expect(preview.body).toBe(email.html)
    expect(preview.headers.get('Content-Type')).toMatch(/^text\/html/)
    // Its inline styles apply (the dashboard's style-src 'self' refused them), nothing runs.
    const policy = preview.headers.get('Content-Security-Policy') ?? ''
    expect(policy).toContain("style-src 'unsafe-inline'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain('sandbox')
    expect(policy).not.toMatch(/script-src/)
    expect(preview.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    expect(preview.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // Every other answer keeps the API's own policy.
    const list = await callApi('GET', '/emails?limit=1', { cookie: admin.cookie })
    expect(list.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(list.headers.get('X-Frame-Options')).toBe('DENY')

    const customer = await makeUser()
    const refused = await callApi('GET', `/emails/${String(email.id)}/preview`, {
      cookie: customer.cookie,
    })
    expect(refused.status).toBe(403)
    const missing = await callApi('GET', '/emails/99999999/preview', { cookie: admin.cookie })
    expect(missing.status).toBe(404)
  })
})
