// What the WhatsApp webhook does with a delivery Meta signed: each message and each status once
// (Meta delivers at least once), a Confirm or Cancel button of a cash-on-delivery order, a stop
// reply, and the statuses of the messages the shop sent.
// Webhooks: https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/create-webhook-endpoint
// Error codes: https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes/
import * as z from 'zod'
import { hmacHex } from '../../lib/hmac'
import type { EventSource } from '../../domain/order-events'
import {
  AWAITING_CALL_STATUSES,
  CANCELLED_STATUS,
  CONFIRMED_STATUS,
} from '../../domain/order-status'
import { normalizePhone } from '../../domain/phone'
import {
  type CodAction,
  isStopReply,
  parseButtonPayload,
  whatsappErrorAction,
} from '../../domain/whatsapp'
import type { Db } from '../../db/client'
import { moveOrders } from '../../db/queries/order-transition'
import { findOrder } from '../../db/queries/order-reads'
import { findDelivery } from '../../db/queries/outbox'
import {
  endOptInsOfPhone,
  firstSighting,
  insertFallbackSms,
  recordMessageStatus,
} from '../../db/queries/whatsapp'

/** A tap recorded as the customer's, beside the SMS link's and the bot's. */
export const BY_WHATSAPP: EventSource = { channel: 'customer', actor: 'WhatsApp button' }

// Only what the shop reads; the rest of Meta's payload is let through unread.
const messageSchema = z.looseObject({
  id: z.string().min(1),
  from: z.string().regex(/^\d{7,15}$/),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  button: z.looseObject({ payload: z.string(), text: z.string().optional() }).optional(),
})
const statusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  errors: z.array(z.looseObject({ code: z.number(), title: z.string().optional() })).optional(),
})
export const webhookSchema = z.looseObject({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      changes: z.array(
        z.looseObject({
          value: z.looseObject({
            messages: z.array(messageSchema).optional(),
            statuses: z.array(statusSchema).optional(),
          }),
        }),
      ),
    }),
  ),
})
export type WhatsappWebhook = z.infer<typeof webhookSchema>

/** HMAC-SHA256 of the raw body under the app secret, as X-Hub-Signature-256 carries it. */
export async function signatureOf(secret: string, body: ArrayBuffer | string): Promise<string> {
  return `sha256=${await hmacHex(secret, body)}`
}

/** A Confirm or Cancel tap: moves the order as the SMS link does, and only from the order's phone. */
async function codButton(db: Db, from: string, action: CodAction, orderId: string, now: Date) {
  const order = await findOrder(db, orderId)
  const phone = order && normalizePhone(order.shippingInfo.phone)
  if (!phone?.ok || phone.phone !== `+${from}`) {
    console.warn(`whatsapp: a ${action} button for order ${orderId} from another number, ignored`)
    return
  }
  await moveOrders(db, {
    ids: [orderId],
    to: action === 'confirm' ? CONFIRMED_STATUS : CANCELLED_STATUS,
    by: 'shopper',
    from: AWAITING_CALL_STATUSES,
    source: BY_WHATSAPP,
    now,
  })
}

async function onStatus(
  db: Db,
  status: WhatsappWebhook['entry'][number]['changes'][number]['value']['statuses'] & object,
  now: Date,
) {
  for (const s of status) {
    if (!(await firstSighting(db, `status:${s.id}:${s.status}`, now))) continue
    const error = s.errors?.[0]
    const failure =
      s.status === 'failed' && error ? { code: error.code, title: error.title ?? '' } : undefined
    const sent = await recordMessageStatus(db, s.id, s.status, now, failure)
    // Not reachable on WhatsApp after all: the same message by SMS (once).
    if (sent && failure && whatsappErrorAction(failure.code) === 'sms') {
      const row = await findDelivery(db, sent.outboxId)
      const message = (row?.payload as { message?: string } | undefined)?.message
      if (message)
        await insertFallbackSms(
          db,
          { outboxId: sent.outboxId, orderId: sent.orderId, message },
          now,
        )
    }
  }
}

export async function handleWebhook(db: Db, body: WhatsappWebhook, now: Date): Promise<void> {
  for (const entry of body.entry)
    for (const { value } of entry.changes) {
      for (const message of value.messages ?? []) {
        if (!(await firstSighting(db, `message:${message.id}`, now))) continue
        const tapped =
          message.type === 'button' && message.button
            ? parseButtonPayload(message.button.payload)
            : null
        if (tapped) await codButton(db, message.from, tapped.action, tapped.orderId, now)
        else if (message.type === 'text' && message.text && isStopReply(message.text.body))
          await endOptInsOfPhone(db, `+${message.from}`)
      }
      if (value.statuses) await onStatus(db, value.statuses, now)
    }
}
