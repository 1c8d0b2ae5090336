// The admin chats' "🚚 Ship with …" button, against Al-Waseet's fake: it appears on a confirmed
// order whose governorate's courier is switched on (not on a pending one, nor where no courier
// ships), in the chat's language; a press creates one parcel, moves the order to shipped with the
// parcel's reference and rewrites the message without it, whose history then names the courier's
// reports; a second press, two presses at once, an address the courier has no place for and a
// press from outside the admin chats each answer why and make no second parcel.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../../worker/index'
import type { GovernorateId } from '../../../worker/domain/iraq-address'
import { readConfig } from '../../../worker/env'
import { readSettings, saveSettings } from '../../../worker/db/queries/settings'
import { refreshCourierPlaces } from '../../../worker/services/couriers/places'
import { courierModule } from '../../../worker/services/couriers/registry'
import { sweepCouriers } from '../../../worker/services/couriers/shipping'
import { translator } from '../../../worker/telegram/i18n'
import { actionData, shipData } from '../../../worker/telegram/order-buttons'
import { createAlWaseetFake } from '../../fakes/couriers/alwaseet'
import { deliverOutbox } from '../deliveries'
import { db, makeProduct, makeUser, orderBody } from '../helpers'
import { callApi, fakeService } from '../outbound'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, telegram, WEBHOOK_SECRET } from './fake-telegram'
import { callbackUpdate, CUSTOMER_CHAT, reply } from './updates'

const ALWASEET_API = 'http://alwaseet.test'
const alwaseet = createAlWaseetFake({ base: ALWASEET_API })
const SETTINGS = { ALWASEET_API_URL: ALWASEET_API, ...alwaseet.credentials }
const tAr = translator('ar')
const tEn = translator('en')
const OWNER = { id: ADMIN_CHAT, username: 'owner', languageCode: 'ar' }

beforeAll(async () => {
  fakeService(ALWASEET_API, (request) => alwaseet.fetch(request))
  // The courier's places, matched to the shop's (Karrada is one of its Baghdad regions; Basra city
  // is not among its Basra regions, which name the city's districts), and Al-Waseet chosen for
  // Baghdad and Basra, none for Erbil.
  const config = readConfig({ ...env, ...SETTINGS })
  await refreshCourierPlaces(db(), courierModule(config, 'alwaseet')!, new Date())
  const settings = await readSettings(db())
  await saveSettings(db(), {
    ...settings,
    couriers: { ...settings.couriers, byGovernorate: { baghdad: 'alwaseet', basra: 'alwaseet' } },
  })
  vi.restoreAllMocks()
})

beforeEach(async () => {
  telegram.reset()
  alwaseet.reset()
  fakeService(ALWASEET_API, (request) => alwaseet.fetch(request))
  // The first admin chat speaks Arabic; the second keeps English.
  await reply(ADMIN_CHAT, '/start', { languageCode: 'ar' })
})
afterEach(() => vi.restoreAllMocks())

interface Place {
  governorate: GovernorateId
  city: string
}
const baghdad: Place = { governorate: 'baghdad', city: 'karrada' }

/** A cash-on-delivery order to `place`, as a shopper places it (pending). */
async function placeCod(place: Place = baghdad) {
  const customer = await makeUser()
  const product = await makeProduct({ price: 25000, stock: 5 })
  const body = orderBody([{ id: product.id, quantity: 1 }], 'cod')
  body.shippingInfo = { ...body.shippingInfo, ...place }
  const placed = await callApi('POST', '/orders', {
    cookie: customer.cookie,
    body,
    settings: SETTINGS,
  })
  expect(placed.status, placed.body.error).toBe(201)
  return placed.body.data.id as string
}

/** The order's message in an admin chat, as Telegram was last told to show it. */
async function shownIn(chatId: number, orderId: string) {
  const row = await env.DB.prepare(
    'SELECT message_id AS id FROM telegram_order_messages WHERE order_id = ? AND chat_id = ?',
  )
    .bind(orderId, chatId)
    .first<{ id: number }>()
  const writes = telegram.succeeded.filter(
    (c) =>
      (c.method === 'sendMessage' || c.method === 'editMessageText') &&
      c.params.chat_id === chatId &&
      String(c.params.text).includes(orderId),
  )
  const last = writes.at(-1)!.params as {
    text: string
    reply_markup?: { inline_keyboard: { text: string; callback_data: string }[][] }
  }
  return {
    messageId: row!.id,
    text: last.text,
    buttons: (last.reply_markup?.inline_keyboard ?? []).flat(),
  }
}

/** A press of a button, delivered to the webhook as Telegram would, with the courier's settings;
 * answers what the press was answered. */
async function press(
  chatId: number,
  data: string,
  from: { id: number; username?: string; languageCode: string } = OWNER,
  messageId?: number,
) {
  const update = callbackUpdate(chatId, data, { from, messageId })
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request('http://shop.test/api/telegram/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Telegram-Bot-Api-Secret-Token': WEBHOOK_SECRET,
      },
      body: JSON.stringify(update),
    }),
    { ...env, ...SETTINGS },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  expect(response.status).toBe(200)
  await deliverOutbox(SETTINGS)
  const answer = telegram.calls.findLast(
    (c) =>
      c.method === 'answerCallbackQuery' && c.params.callback_query_id === update.callback_query.id,
  )
  return answer?.params.text as string
}

const orderRow = (id: string) =>
  env.DB.prepare('SELECT status, tracking_number AS tracking FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string; tracking: string | null }>()

const parcelsOf = (orderId: string) =>
  [...alwaseet.parcels.values()].filter((p) => p.form.merchant_notes?.includes(orderId))

/** Places an order in Baghdad and confirms it with the chat's Confirm button. */
async function confirmedOrder(place = baghdad) {
  const orderId = await placeCod(place)
  const pending = await shownIn(ADMIN_CHAT, orderId)
  expect(pending.buttons.map((b) => b.callback_data)).not.toContain(shipData('alwaseet', orderId))
  await press(ADMIN_CHAT, actionData('confirm', orderId), OWNER, pending.messageId)
  return orderId
}

describe('the Ship button in the admin chats', () => {
  it('appears once the order is confirmed, in each chat’s language, and ships it once', async () => {
    const orderId = await confirmedOrder()
    const arabic = await shownIn(ADMIN_CHAT, orderId)
    expect(arabic.buttons).toEqual([
      { text: '🚚 اشحن مع الوسيط', callback_data: shipData('alwaseet', orderId) },
    ])
    const english = await shownIn(SECOND_ADMIN_CHAT, orderId)
    expect(english.buttons).toEqual([
      { text: '🚚 Ship with Al-Waseet', callback_data: shipData('alwaseet', orderId) },
    ])

    const answer = await press(ADMIN_CHAT, shipData('alwaseet', orderId), OWNER, arabic.messageId)
    expect(answer).toBe(tAr('answer.shipped', { courier: 'الوسيط' }))
    const [parcel, ...more] = parcelsOf(orderId)
    expect(more).toEqual([])
    expect(parcel!.form.city_id).toBe('1')
    expect(await orderRow(orderId)).toEqual({ status: 'shipped', tracking: parcel!.id })

    // Every admin chat's message now says who shipped it, and offers Ship no more.
    const after = await shownIn(ADMIN_CHAT, orderId)
    expect(after.text).toContain(`${tAr('history.shipped')} بواسطة @owner`)
    expect(after.buttons).toEqual([])
    const afterEnglish = await shownIn(SECOND_ADMIN_CHAT, orderId)
    expect(afterEnglish.text).toContain(`${tEn('history.shipped')} by @owner`)
    expect(afterEnglish.buttons).toEqual([])

    // An old copy of the message pressed again ships nothing more.
    const again = await press(ADMIN_CHAT, shipData('alwaseet', orderId), OWNER, arabic.messageId)
    expect(again).toBe(tAr('answer.notShippable'))
    expect(parcelsOf(orderId)).toHaveLength(1)

    // The courier's report, read by the cron's poll ten minutes on, joins the history by name.
    alwaseet.setStatus(parcel!.id, '3')
    const config = readConfig({ ...env, ...SETTINGS })
    const later = new Date(Date.now() + 10 * 60_000)
    await sweepCouriers(db(), config, await readSettings(db()), later)
    await deliverOutbox(SETTINGS)
    expect((await shownIn(ADMIN_CHAT, orderId)).text).toContain(
      `${tAr('history.out_for_delivery')} بواسطة الوسيط (${tAr('channel.courier')})`,
    )
    expect((await shownIn(SECOND_ADMIN_CHAT, orderId)).text).toContain(
      `${tEn('history.out_for_delivery')} by Al-Waseet (${tEn('channel.courier')})`,
    )
  })

  it('makes one parcel when two admins press at the same moment', async () => {
    const orderId = await confirmedOrder()
    const { messageId } = await shownIn(ADMIN_CHAT, orderId)
    const second = { id: SECOND_ADMIN_CHAT, username: 'partner', languageCode: 'en' }
    const answers = await Promise.all([
      press(ADMIN_CHAT, shipData('alwaseet', orderId), OWNER, messageId),
      press(SECOND_ADMIN_CHAT, shipData('alwaseet', orderId), second, messageId),
    ])
    expect(parcelsOf(orderId)).toHaveLength(1)
    expect((await orderRow(orderId))?.status).toBe('shipped')
    // One ships it; the other hears that it is shipped or being shipped.
    expect(answers).toContainEqual(expect.stringMatching(/^🚚/))
    expect([
      tAr('answer.shipped', { courier: 'الوسيط' }),
      tEn('answer.shipped', { courier: 'Al-Waseet' }),
      tAr('answer.shipExists'),
      tEn('answer.shipExists'),
      tAr('answer.notShippable'),
      tEn('answer.notShippable'),
    ]).toEqual(expect.arrayContaining(answers))
  })

  it('is not offered where no courier ships, and names the field the courier has no place for', async () => {
    const erbil = await confirmedOrder({ governorate: 'erbil', city: 'erbil' })
    expect((await shownIn(ADMIN_CHAT, erbil)).buttons).toEqual([])

    const basra = await confirmedOrder({ governorate: 'basra', city: 'basra' })
    const shown = await shownIn(ADMIN_CHAT, basra)
    expect(shown.buttons.map((b) => b.text)).toEqual(['🚚 اشحن مع الوسيط'])
    const answer = await press(ADMIN_CHAT, shipData('alwaseet', basra), OWNER, shown.messageId)
    expect(answer).toBe(
      tAr('answer.placeUnmatched', { courier: 'الوسيط', field: tAr('shipField.city') }),
    )
    expect(parcelsOf(basra)).toEqual([])
    expect((await orderRow(basra))?.status).toBe('confirmed')
  })

  it('refuses a press from outside the admin chats', async () => {
    const orderId = await confirmedOrder()
    const stranger = { id: CUSTOMER_CHAT, languageCode: 'en' }
    const answer = await press(CUSTOMER_CHAT, shipData('alwaseet', orderId), stranger)
    expect(answer).toBe(tEn('accessDenied'))
    expect(parcelsOf(orderId)).toEqual([])
    expect((await orderRow(orderId))?.status).toBe('confirmed')
  })
})
