// The cash-on-delivery loop: the Iraqi address at checkout, the confirmation buttons in the admin
// chats (against the fake Bot API) and in the dashboard, the order's events written by every
// channel, and the public tracking link that shows the status and nothing personal.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { expireCodOrders } from '../../worker/cron/expire-cod-orders'
import { translator } from '../../worker/telegram/i18n'
import { actionData } from '../../worker/telegram/order-buttons'
import {
  api,
  db,
  makeProduct,
  makeUser,
  orderBody,
  refusal,
  stockOf,
  type TestUser,
  validShipping,
} from './helpers'
import { callApi, captureConsole } from './outbound'
import { deliverOutbox } from './deliveries'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, telegram } from './bot/fake-telegram'
import { callbackUpdate, CUSTOMER_CHAT, deliver, messageTo } from './bot/updates'

const t = translator('en')

beforeEach(() => telegram.reset())

interface EventRow {
  kind: string
  status: string
  channel: string
  actor: string
}

async function eventsOf(orderId: string): Promise<EventRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT kind, status, channel, actor FROM order_events WHERE order_id = ? ORDER BY id',
  )
    .bind(orderId)
    .all<EventRow>()
  return results
}

const statusOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
      .bind(id)
      .first<{ status: string }>()
  )?.status

/** A mobile number of its own, so the limit of pending cash-on-delivery orders per phone is
 * not what a test meets. */
const newMobile = () => `0770${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`

/** A COD order, placed through the API with its background work (notifications) done. */
async function codOrder(customer: TestUser, quantity = 1, stock = 10) {
  const product = await makeProduct({ stock, price: 25000 })
  const result = await callApi('POST', '/orders', {
    cookie: customer.cookie,
    body: {
      ...orderBody([{ id: product.id, quantity }], 'cod'),
      shippingInfo: { ...validShipping, phone: newMobile() },
    },
  })
  expect(result.status, result.body.error).toBe(201)
  return { product, order: result.body.data }
}

const statusMailsOf = async (orderId: string) =>
  (
    await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE kind = 'status-update' AND subject LIKE ?",
    )
      .bind(`%${orderId.slice(-6)}%`)
      .first<{ n: number }>()
  )?.n

const PLACED = { kind: 'placed', status: 'pending', channel: 'customer', actor: '' }

/** The admin chats' messages that show the order, as the bot remembered them. */
async function messagesOf(orderId: string) {
  const { results } = await env.DB.prepare(
    'SELECT chat_id AS chatId, message_id AS messageId FROM telegram_order_messages WHERE order_id = ? ORDER BY chat_id',
  )
    .bind(orderId)
    .all<{ chatId: number; messageId: number }>()
  return results
}

/** The message edits sent since the test began, of one order when named (an earlier test's edit
 * may still leave the queue after this test's start). */
const edits = (orderId?: string) =>
  telegram.calls.filter(
    (c) =>
      c.method === 'editMessageText' &&
      (orderId === undefined || String(c.params.text).includes(orderId)),
  )

describe('the Iraqi shipping address', () => {
  it('takes 07XX numbers in Arabic-Indic digits and keeps them as +964 7XX XXX XXXX', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const result = await api('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
        shippingInfo: { ...validShipping, phone: '٠٧٧٠ ١٢٣ ٤٥٦٧', landmark: undefined },
      },
    })
    expect(result.status).toBe(201)
    expect(result.body.data.shippingInfo).toEqual({
      ...validShipping,
      phone: '+964 770 123 4567',
      landmark: '',
    })
  })

  it.each([
    ['a US number', '(555) 123-4567'],
    ['a landline', '01 717 1234'],
    ['too few digits', '0770 123 456'],
  ])('refuses %s with PHONE_IRAQI_INVALID', async (_name, phone) => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const result = await api('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        ...orderBody([{ id: product.id, quantity: 1 }]),
        shippingInfo: { ...validShipping, phone },
      },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual(refusal('PHONE_IRAQI_INVALID'))
    expect(await stockOf(product.id)).toBe(5)
  })

  it('refuses a governorate that is not one of the 18, and the old zip-code form', async () => {
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const send = (shippingInfo: unknown) =>
      api('POST', '/orders', {
        cookie: customer.cookie,
        body: { ...orderBody([{ id: product.id, quantity: 1 }]), shippingInfo },
      })
    const unknown = await send({ ...validShipping, governorate: 'texas' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual(refusal('GOVERNORATE_INVALID'))
    const { governorate: _g, area: _a, landmark: _l, ...person } = validShipping
    const old = await send({ ...person, address: 'Street 1', state: 'Baghdad', zipCode: '10001' })
    expect(old.status).toBe(400)
    expect(await stockOf(product.id)).toBe(5)
  })
})

describe('the confirmation buttons in Telegram', () => {
  // A paid online order's message comes without them: payments.test.ts.
  it('come with a new cash-on-delivery order', async () => {
    const customer = await makeUser()
    const { order } = await codOrder(customer)
    const message = await messageTo(ADMIN_CHAT, (text) => text.includes(order.id))
    expect((message as { reply_markup?: unknown }).reply_markup).toEqual({
      inline_keyboard: [
        [
          { text: '✅ Confirm', callback_data: actionData('confirm', order.id) },
          { text: '❌ Cancel', callback_data: actionData('cancel', order.id) },
        ],
        [{ text: '📵 No answer (try later)', callback_data: actionData('no-answer', order.id) }],
      ],
    })
    expect(message.text).toContain('*Address:* Arasat al-Hindiya')
    await messageTo(SECOND_ADMIN_CHAT, (text) => text.includes(order.id))
  })

  it('confirm the order once, however often Telegram delivers the press, and say who did it everywhere', async () => {
    const customer = await makeUser()
    const { order } = await codOrder(customer)
    const [first, second] = await messagesOf(order.id)
    expect([first?.chatId, second?.chatId]).toEqual([ADMIN_CHAT, SECOND_ADMIN_CHAT])
    const press = callbackUpdate(ADMIN_CHAT, actionData('confirm', order.id), {
      messageId: first!.messageId,
      from: { id: ADMIN_CHAT, username: 'owner' },
    })
    const handled = await deliver(press)
    expect(await handled.json()).toEqual({ success: true, data: { outcome: 'handled' } })
    const again = await deliver(press)
    expect(await again.json()).toEqual({ success: true, data: { outcome: 'duplicate' } })
    // The rewrites and the e-mail go through the outbox.
    await deliverOutbox()

    expect(await statusOf(order.id)).toBe('confirmed')
    expect(await eventsOf(order.id)).toEqual([
      PLACED,
      { kind: 'status', status: 'confirmed', channel: 'bot', actor: `@owner (id ${ADMIN_CHAT})` },
    ])
    const answers = telegram.calls.filter((c) => c.method === 'answerCallbackQuery')
    expect(answers.map((a) => a.params)).toEqual([
      { callback_query_id: press.callback_query.id, text: 'Done.' },
    ])
    // Both admin chats' messages say who confirmed it and when, and lose their buttons.
    expect(
      edits()
        .map((e) => [e.params.chat_id, e.params.message_id])
        .sort(),
    ).toEqual([
      [ADMIN_CHAT, first!.messageId],
      [SECOND_ADMIN_CHAT, second!.messageId],
    ])
    for (const edit of edits()) {
      expect(edit.params.text).toContain(order.id)
      expect(edit.params.text).toMatch(
        /✅ Confirmed by @owner \(id 1001\) \(Telegram\), \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Baghdad\)$/,
      )
      expect(edit.params).not.toHaveProperty('reply_markup')
    }
    // The customer hears of it in the order's language, with the tracking link.
    const { results } = await env.DB.prepare(
      "SELECT text FROM email_outbox WHERE kind = 'status-update' AND subject LIKE ?",
    )
      .bind(`%${order.id.slice(-6)}%`)
      .all<{ text: string }>()
    expect(results).toHaveLength(1)
    expect(results[0]!.text).toContain(`http://shop.test/track/${order.trackingToken}`)
  })

  it('rewrite the admin chats’ messages when the dashboard notes no answer, then confirms', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const { order } = await codOrder(customer)
    const act = (action: string) =>
      callApi('POST', `/orders/${order.id}/actions`, { cookie: admin.cookie, body: { action } })
    await act('no-answer')
    expect(edits().map((e) => e.params.chat_id)).toEqual([ADMIN_CHAT, SECOND_ADMIN_CHAT])
    expect(edits()[0]!.params.text).toContain(`📵 No answer by ${admin.email} (dashboard)`)
    expect(edits()[0]!.params.reply_markup.inline_keyboard).toHaveLength(2)
    await act('confirm')
    const [, , confirmed] = edits()
    expect(edits()).toHaveLength(4)
    expect(confirmed!.params.text).toContain(`✅ Confirmed by ${admin.email} (dashboard)`)
    expect(confirmed!.params).not.toHaveProperty('reply_markup')
  })

  it('refuse a press from a chat that is not an admin chat, changing nothing', async () => {
    const customer = await makeUser()
    const { order } = await codOrder(customer)
    const press = callbackUpdate(CUSTOMER_CHAT, actionData('cancel', order.id))
    expect((await deliver(press)).status).toBe(200)
    expect(await statusOf(order.id)).toBe('pending')
    expect(await eventsOf(order.id)).toEqual([PLACED])
    expect(
      telegram.calls.filter((c) => c.method === 'answerCallbackQuery').map((c) => c.params),
    ).toEqual([
      { callback_query_id: press.callback_query.id, text: t('accessDenied'), show_alert: true },
    ])
    expect(edits()).toEqual([])
  })

  it('in an admin group, take a press only from a user listed in TELEGRAM_ADMIN_USER_IDS', async () => {
    const customer = await makeUser()
    const { order } = await codOrder(customer)
    // Any member of the group: refused, nothing changes.
    const member = callbackUpdate(ADMIN_CHAT, actionData('cancel', order.id), {
      chatType: 'group',
      from: { id: 8123, firstName: 'Owner' },
    })
    expect((await deliver(member)).status).toBe(200)
    expect(await statusOf(order.id)).toBe('pending')
    expect(
      telegram.calls.filter((c) => c.method === 'answerCallbackQuery').map((c) => c.params),
    ).toEqual([
      { callback_query_id: member.callback_query.id, text: t('accessDenied'), show_alert: true },
    ])
    // The listed admin, whose name holds a right-to-left override and a line break: the history
    // names them by id, and their name without those characters (a backup of it still restores).
    const admin = callbackUpdate(ADMIN_CHAT, actionData('confirm', order.id), {
      chatType: 'group',
      from: { id: 7001, firstName: 'Sa\u202eeed\nOwner' },
    })
    expect((await deliver(admin)).status).toBe(200)
    expect(await statusOf(order.id)).toBe('confirmed')
    expect((await eventsOf(order.id)).at(-1)).toEqual({
      kind: 'status',
      status: 'confirmed',
      channel: 'bot',
      actor: 'Sa eed Owner (id 7001)',
    })
  })

  it('note an unanswered call and keep the buttons; cancel returns the units once', async () => {
    const customer = await makeUser()
    const { product, order } = await codOrder(customer, 3)
    expect(await stockOf(product.id)).toBe(7)

    await deliver(callbackUpdate(ADMIN_CHAT, actionData('no-answer', order.id)))
    expect(await statusOf(order.id)).toBe('pending')
    const [noAnswerEdit] = edits(order.id)
    expect(noAnswerEdit!.params.text).toMatch(/📵 No answer by Ahmed \(id 1001\) \(Telegram\)/)
    expect(noAnswerEdit!.params.reply_markup.inline_keyboard).toHaveLength(2)

    await deliver(callbackUpdate(SECOND_ADMIN_CHAT, actionData('cancel', order.id)))
    await deliver(callbackUpdate(ADMIN_CHAT, actionData('cancel', order.id)))
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(10)
    expect(await eventsOf(order.id)).toEqual([
      PLACED,
      { kind: 'no-answer', status: 'pending', channel: 'bot', actor: 'Ahmed (id 1001)' },
      { kind: 'status', status: 'cancelled', channel: 'bot', actor: 'Ahmed (id 1002)' },
    ])
    const answers = telegram.calls
      .filter((c) => c.method === 'answerCallbackQuery')
      .map((c) => c.params.text)
    expect(answers).toEqual([
      'Done.',
      'Done.',
      'This order is no longer waiting for its confirmation.',
    ])
  })

  it.each([
    ['delivered', 'confirm'] as const,
    ['delivered', 'cancel'] as const,
    ['cancelled', 'confirm'] as const,
    ['cancelled', 'cancel'] as const,
  ])(
    'answer a stale %s order’s %s button with ORDER_NOT_PENDING, in Arabic, moving nothing',
    async (status, action) => {
      const admin = await makeUser('admin')
      const customer = await makeUser()
      const { product, order } = await codOrder(customer, 3)
      await callApi('PUT', `/orders/${order.id}`, { cookie: admin.cookie, body: { status } })
      const stock = await stockOf(product.id)
      const history = await eventsOf(order.id)
      const mails = await statusMailsOf(order.id)
      telegram.reset()

      const press = callbackUpdate(ADMIN_CHAT, actionData(action, order.id), {
        from: { id: ADMIN_CHAT, firstName: 'Ahmed', languageCode: 'ar' },
      })
      await deliver(press)
      await deliverOutbox()
      expect(await statusOf(order.id)).toBe(status)
      // No phantom stock from a second cancellation, no event, no e-mail to the customer.
      expect(await stockOf(product.id)).toBe(stock)
      expect(await eventsOf(order.id)).toEqual(history)
      expect(await statusMailsOf(order.id)).toBe(mails)
      expect(
        telegram.calls.filter((c) => c.method === 'answerCallbackQuery').map((c) => c.params),
      ).toEqual([
        { callback_query_id: press.callback_query.id, text: 'هذا الطلب لم يعد بانتظار التأكيد.' },
      ])
      // Only the stale buttons go: the messages are rewritten without them.
      for (const edit of edits(order.id)) expect(edit.params).not.toHaveProperty('reply_markup')
    },
  )
})

describe('the dashboard’s confirmation actions', () => {
  it('confirm, note no answer and keep the history, for admins only', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const { order } = await codOrder(customer)
    const act = (user: TestUser, action: string) =>
      callApi('POST', `/orders/${order.id}/actions`, { cookie: user.cookie, body: { action } })

    expect((await act(customer, 'confirm')).status).toBe(403)
    expect((await act(admin, 'no-answer')).status).toBe(200)
    const confirmed = await act(admin, 'confirm')
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.status).toBe('confirmed')
    const late = await act(admin, 'no-answer')
    expect(late.status).toBe(409)
    expect(late.body).toEqual(refusal('ORDER_NOT_PENDING'))
    expect((await act(admin, 'reopen')).status).toBe(400)
    const missing = await callApi('POST', '/orders/ORD0MISSING/actions', {
      cookie: admin.cookie,
      body: { action: 'confirm' },
    })
    expect(missing.body).toEqual(refusal('ORDER_NOT_FOUND'))
    // A confirmed order is confirmed or cancelled only through its status, not a stale action.
    for (const action of ['confirm', 'cancel'])
      expect((await act(admin, action)).body).toEqual(refusal('ORDER_NOT_PENDING'))
    expect(await statusOf(order.id)).toBe('confirmed')

    const history = await api('GET', `/orders/${order.id}/events`, { cookie: admin.cookie })
    expect(history.status).toBe(200)
    expect(history.body.data).toEqual([
      { ...PLACED, at: order.createdAt },
      {
        kind: 'no-answer',
        status: 'pending',
        channel: 'dashboard',
        actor: admin.email,
        at: expect.any(String),
      },
      {
        kind: 'status',
        status: 'confirmed',
        channel: 'dashboard',
        actor: admin.email,
        at: expect.any(String),
      },
    ])
    expect(
      (await api('GET', `/orders/${order.id}/events`, { cookie: customer.cookie })).status,
    ).toBe(403)
  })
})

describe('order events', () => {
  it('are written by the status changes of the dashboard, the bulk update and the cron', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const { order: one } = await codOrder(customer)
    const { order: two } = await codOrder(customer)
    await api('PUT', `/orders/${one.id}`, { cookie: admin.cookie, body: { status: 'shipped' } })
    // Setting the status an order already has changes nothing, and records nothing.
    await api('PATCH', '/orders', {
      cookie: admin.cookie,
      body: { orderIds: [one.id, two.id], status: 'shipped' },
    })
    const dashboard = { channel: 'dashboard', actor: admin.email }
    expect(await eventsOf(one.id)).toEqual([
      PLACED,
      { kind: 'status', status: 'shipped', ...dashboard },
    ])
    expect(await eventsOf(two.id)).toEqual([
      PLACED,
      { kind: 'status', status: 'shipped', ...dashboard },
    ])

    const { order: forgotten } = await codOrder(customer)
    await expireCodOrders(db(), new Date(Date.parse(forgotten.createdAt) + 49 * 3_600_000))
    expect(await eventsOf(forgotten.id)).toEqual([
      PLACED,
      { kind: 'status', status: 'cancelled', channel: 'cron', actor: '' },
    ])
  })

  // An online order's events (placed awaiting payment, confirmed by its payment): payments.test.ts.
  it('go with their order when it is deleted', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const { order } = await codOrder(customer)
    expect(await eventsOf(order.id)).toHaveLength(1)
    await api('DELETE', `/orders/${order.id}`, { cookie: admin.cookie })
    expect(await eventsOf(order.id)).toEqual([])
  })
})

describe('the tracking link', () => {
  it('shows the status timeline, items and city to anyone, and nothing personal', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const { order } = await codOrder(customer, 2)
    expect(order.trackingToken).toMatch(/^[\w-]{22}$/)
    await api('PUT', `/orders/${order.id}`, { cookie: admin.cookie, body: { status: 'shipped' } })

    const result = await api('GET', `/track/${order.trackingToken}`)
    expect(result.status).toBe(200)
    expect(result.headers.get('Cache-Control')).toBe('no-store')
    const tracked = result.body.data
    expect(tracked).toEqual({
      orderNumber: order.id.slice(-6),
      // Shipped by hand, not with a courier: no courier's steps.
      courier: null,
      status: 'shipped',
      paymentMethod: 'cod',
      total: order.totals.total,
      trackingNumber: expect.stringMatching(/^TRK\d{8}$/),
      estimatedDelivery: order.estimatedDelivery,
      createdAt: order.createdAt,
      // The city's id: the page names it in the reader's language.
      city: 'karrada',
      governorate: 'baghdad',
      items: [
        {
          name: order.items[0].name,
          nameAr: order.items[0].nameAr,
          quantity: 2,
          image: order.items[0].image,
          selectedSize: null,
        },
      ],
      events: [
        { kind: 'placed', status: 'pending', at: order.createdAt },
        { kind: 'status', status: 'shipped', at: expect.any(String) },
      ],
    })
    // Nothing that names or reaches the customer, nor who changed the order.
    const text = JSON.stringify(tracked)
    for (const personal of [
      order.shippingInfo.phone,
      validShipping.email,
      validShipping.firstName,
      validShipping.lastName,
      validShipping.area,
      validShipping.landmark,
      order.id,
      admin.email,
      customer.email,
    ])
      expect(text).not.toContain(personal)
  })

  it('refuses a wrong, malformed or missing token with the same 404', async () => {
    const customer = await makeUser()
    const { order } = await codOrder(customer)
    const wrong = `${order.trackingToken.slice(0, -1)}${order.trackingToken.endsWith('A') ? 'B' : 'A'}`
    for (const token of [wrong, 'short', `${order.trackingToken}'--`, order.id]) {
      const result = await api('GET', `/track/${encodeURIComponent(token)}`)
      expect(result.status).toBe(404)
      expect(result.body).toEqual(refusal('TRACKING_NOT_FOUND'))
    }
  })

  it('is in every order e-mail', async () => {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const product = await makeProduct({ stock: 5 })
    const placed = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: {
        ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
        shippingInfo: { ...validShipping, phone: newMobile() },
      },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(placed.status, placed.body.error).toBe(201)
    const order = placed.body.data
    await callApi('PUT', `/orders/${order.id}`, {
      cookie: admin.cookie,
      body: { status: 'shipped' },
    })
    const { results } = await env.DB.prepare(
      'SELECT kind, text, html FROM email_outbox WHERE subject LIKE ? ORDER BY id',
    )
      .bind(`%${order.id.slice(-6)}%`)
      .all<{ kind: string; text: string; html: string }>()
    expect(results.map((r) => r.kind)).toEqual(['order-confirmation', 'tracking-update'])
    // The link names the e-mail's language: it opens the page in Arabic on a phone set to English.
    const link = `http://shop.test/track/${order.trackingToken}?lang=ar`
    for (const email of results) {
      expect(email.text).toContain(`تابع طلبك: ${link}`)
      expect(email.html).toContain(`href="${link}"`)
    }
    expect(results[0]!.text).toContain(
      'Arasat al-Hindiya, Street 52, House 14، الكرادة، بغداد — أقرب نقطة دالة: Near Kahramana Square',
    )
  })
})

describe('confirmation by SMS', () => {
  /** Places a COD order with the SMS question switched on; returns it and the SMS text. */
  async function orderAskedBySms(language: 'en' | 'ar' = 'en') {
    const admin = await makeUser('admin')
    const customer = await makeUser()
    const original = (await api('GET', '/settings')).body.data
    await api('PUT', '/settings', {
      cookie: admin.cookie,
      body: { ...original, codSmsConfirmation: true },
    })
    const log = captureConsole('log')
    try {
      const product = await makeProduct({ stock: 5 })
      const placed = await callApi('POST', '/orders', {
        cookie: customer.cookie,
        body: {
          ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
          shippingInfo: { ...validShipping, phone: newMobile() },
        },
        headers: { 'Accept-Language': language },
      })
      expect(placed.status).toBe(201)
      return { order: placed.body.data, sms: log.text() }
    } finally {
      log.restore()
      await api('PUT', '/settings', { cookie: admin.cookie, body: original })
    }
  }

  const keyOf = (sms: string) => /[?&]confirm=([0-9a-f]{32})/.exec(sms)?.[1] ?? ''

  it('sends the customer a link that confirms the order, recorded as confirmed by SMS', async () => {
    const { order, sms } = await orderAskedBySms('ar')
    const phone = order.shippingInfo.phone.replaceAll(' ', '')
    expect(sms).toContain(
      `[sms:mock] to ${phone}: بغداد موتو بارتس: يرجى تأكيد طلبك رقم ${order.id.slice(-6)}`,
    )
    expect(sms).toMatch(
      new RegExp(
        `http://shop\\.test/track/${order.trackingToken}\\?confirm=[0-9a-f]{32}&lang=ar\\b`,
      ),
    )
    // How long the Arabic SMS is: 3 parts of 67 characters (UCS-2) at most.
    expect(sms.slice(sms.indexOf(': ') + 2).trim().length).toBeLessThanOrEqual(201)
    const confirm = (key: string) =>
      callApi('POST', `/track/${order.trackingToken}/confirm`, { body: { key } })

    // The tracking link alone, or a made-up key, confirms nothing.
    const forged = await confirm('0'.repeat(32))
    expect(forged.status).toBe(403)
    expect(forged.body).toEqual(refusal('CONFIRM_LINK_INVALID'))
    expect(await statusOf(order.id)).toBe('pending')

    const confirmed = await confirm(keyOf(sms))
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.status).toBe('confirmed')
    expect(await eventsOf(order.id)).toEqual([
      PLACED,
      { kind: 'status', status: 'confirmed', channel: 'customer', actor: 'SMS link' },
    ])
    const again = await confirm(keyOf(sms))
    expect(again.status).toBe(409)
    expect(again.body).toEqual(refusal('ORDER_NOT_PENDING'))
  })

  it('sends nothing while the setting is off', async () => {
    const customer = await makeUser()
    const log = captureConsole('log')
    try {
      const product = await makeProduct({ stock: 5 })
      await callApi('POST', '/orders', {
        cookie: customer.cookie,
        body: {
          ...orderBody([{ id: product.id, quantity: 1 }], 'cod'),
          shippingInfo: { ...validShipping, phone: newMobile() },
        },
      })
      expect(log.text()).not.toContain('[sms:mock]')
    } finally {
      log.restore()
    }
  })
})
