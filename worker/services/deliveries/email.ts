// Sends one e-mail delivery of the outbox, composed now from what the row names, through the
// configured provider with the row's id as the idempotency key.
import type { Db } from '../../db/client'
import type { DeliveryRow } from '../../db/queries/outbox'
import type { EmailLanguage } from '../../domain/language'
import { isOrderStatus } from '../../domain/order-status'
import type { Config } from '../../env'
import type { EmailMessage } from '../email/message'
import {
  orderPlacedEmail,
  orderRefundedEmail,
  orderStatusEmail,
  stockAlertEmail,
} from '../email/notify'
import { emailProvider } from '../email/provider'
import { DeliveryFailure } from './failure'

type Payload = Partial<{
  orderId: string
  from: unknown
  to: unknown
  productId: number
  amount: number
  currency: string
  email: string
  language: EmailLanguage
  message: EmailMessage
}>

const alertOf = (p: Payload) => ({
  productId: Number(p.productId),
  email: String(p.email),
  language: p.language === 'ar' ? ('ar' as const) : ('en' as const),
})

function compose(config: Config, db: Db, kind: string, p: Payload) {
  switch (kind) {
    case 'order-confirmation':
      return orderPlacedEmail(config, db, String(p.orderId))
    case 'order-status':
      if (!isOrderStatus(p.from) || !isOrderStatus(p.to))
        throw new DeliveryFailure(`an order-status e-mail names no status it knows`, true)
      return orderStatusEmail(config, db, String(p.orderId), p.from, p.to)
    case 'order-refunded':
      return orderRefundedEmail(config, db, String(p.orderId), {
        amount: Number(p.amount),
        currency: String(p.currency),
      })
    case 'back-in-stock':
    case 'stock-alert-confirm':
      return stockAlertEmail(config, db, kind, alertOf(p))
    case 'account-change':
    case 'password-reset':
    case 'email-verification':
      return Promise.resolve(p.message)
    default:
      throw new DeliveryFailure(`a ${kind} message is not an e-mail`, true)
  }
}

export async function sendEmail(
  config: Config,
  db: Db,
  row: DeliveryRow,
): Promise<'sent' | 'skipped'> {
  const message = await compose(config, db, row.kind, row.payload)
  if (!message) return 'skipped'
  await emailProvider(config, db).send(message, { deliveryId: row.id })
  return 'sent'
}
