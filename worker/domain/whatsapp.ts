// WhatsApp for customers (docs/messages.md#whatsapp): the order updates sent as approved message
// templates, how the Cloud API's error codes are read, the stop words and the button payloads.
// Error codes: https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes/
import type { OrderStatus } from './order-status'

/** The order updates a customer who opted in receives, each an approved template. */
export const WHATSAPP_MESSAGES = [
  'received',
  'receivedCod',
  'confirmed',
  'shipped',
  'outForDelivery',
  'delivered',
] as const
export type WhatsappMessage = (typeof WHATSAPP_MESSAGES)[number]

/** The status moves that send an update (an order moved into one of them). */
export const WHATSAPP_STATUS_MESSAGES: Partial<Record<OrderStatus, WhatsappMessage>> = {
  confirmed: 'confirmed',
  shipped: 'shipped',
  out_for_delivery: 'outForDelivery',
  delivered: 'delivered',
}

export interface WhatsappTemplateSettings {
  templates: Record<WhatsappMessage, string>
  /** Meta's language code of each storefront language's templates. */
  languages: { en: string; ar: string }
}

export const DEFAULT_WHATSAPP_SETTINGS: WhatsappTemplateSettings = {
  templates: {
    received: 'order_received',
    receivedCod: 'order_received_cod',
    confirmed: 'order_confirmed',
    shipped: 'order_shipped',
    outForDelivery: 'order_out_for_delivery',
    delivered: 'order_delivered',
  },
  languages: { en: 'en', ar: 'ar' },
}

/** What an error code of the Cloud API asks the shop to do with the message. */
export type WhatsappErrorAction = 'sms' | 'retry' | 'dead'

/**
 * 131026 (message undeliverable: not a WhatsApp user, old client, terms not accepted) and 131047
 * (re-engagement: outside the 24-hour window) cannot reach the customer on WhatsApp: the message
 * goes by SMS instead. 130429 (throughput reached), 131056 (pair rate limit), 131048 (spam rate
 * limit), 80007 (WABA rate limit) and 4 / 80008 call limits: wait and try again. 131000 and 2 / 1
 * (unknown, service unavailable) too. Anything else, the template errors 132000-132016 above all,
 * no attempt can cure: the dead-letter list, with the code.
 */
export function whatsappErrorAction(code: number): WhatsappErrorAction {
  if (code === 131026 || code === 131047) return 'sms'
  if ([130429, 131056, 131048, 80007, 80008, 4, 131000, 1, 2].includes(code)) return 'retry'
  return 'dead'
}

/** Replies that end a customer's opt-in (any case, surrounding spaces and punctuation ignored). */
export const STOP_WORDS = ['stop', 'unsubscribe', 'توقف', 'إيقاف', 'ايقاف']

export function isStopReply(text: string): boolean {
  const word = text
    .trim()
    .replace(/[.!؟?،,\s]+$/u, '')
    .toLowerCase()
  return STOP_WORDS.includes(word)
}

/** The Confirm and Cancel quick-reply buttons' payloads name the action and the order. */
export const COD_ACTIONS = ['confirm', 'cancel'] as const
export type CodAction = (typeof COD_ACTIONS)[number]

export const buttonPayload = (action: CodAction, orderId: string) => `cod-${action}:${orderId}`

export function parseButtonPayload(payload: string): { action: CodAction; orderId: string } | null {
  const [, action, orderId] = /^cod-(confirm|cancel):([A-Z0-9]{1,64})$/.exec(payload) ?? []
  return action && orderId ? { action: action as CodAction, orderId } : null
}

/** WhatsApp writes numbers as digits with the country code, no plus (wa_id): "9647801234567". */
export const waId = (e164: string) => e164.replace(/^\+/, '')
