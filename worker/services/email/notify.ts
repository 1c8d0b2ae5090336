// Order and back-in-stock e-mails (and the confirmation a back-in-stock request asks for), composed when the outbox delivers them (services/deliveries):
// confirmation on placement, a tracking update when an order ships, a status update (naming the old
// status) on any other change, all to the account's address, in the order's language.
import type { Db } from '../../db/client'
import { findProducts } from '../../db/queries/products'
import { orderEmailFacts } from '../../db/queries/order-reads'
import { readSettings } from '../../db/queries/settings'
import type { ShopSettings } from '../../schemas/settings'
import type { EmailLanguage } from '../../domain/language'
import { ORDER_STATUS_RULES, type OrderStatus } from '../../domain/order-status'
import type { Config } from '../../env'
import type { OrderDto } from '../../db/codecs/order'
import type { EmailContent } from './layout'
import type { EmailMessage } from './message'
import { DeliveryFailure } from '../deliveries/failure'
import { stockAlertLink } from '../stock-alert-links'
import {
  backInStockEmail,
  orderConfirmationEmail,
  refundedEmail,
  stockAlertConfirmEmail,
  statusUpdateEmail,
  trackingUpdateEmail,
  type OrderShop,
} from './templates'
import { linkIn } from '../../domain/language'

/** The shop's name in a language. */
const nameIn = ({ storeInfo }: ShopSettings, language: EmailLanguage) =>
  language === 'ar' ? storeInfo.name.ar : storeInfo.name.en

/** An e-mail about an order, composed by `content` in the order's language; undefined when the
 * order is gone or has no verified address to go to. Only the account's address once its owner
 * verified it (a signed link) is written to: never whatever was typed in the shipping form, and
 * nothing while it is unverified or the account is gone. An address someone typed without owning
 * it would otherwise get a stranger's names, address and notes (docs/security.md); the shopper
 * still sees the order in My Orders and by its tracking link. */
async function orderEmail(
  config: Config,
  db: Db,
  orderId: string,
  kind: EmailMessage['kind'],
  content: (order: OrderDto, shop: OrderShop) => EmailContent,
): Promise<EmailMessage | undefined> {
  const { order, to, saved } = await orderEmailFacts(db, orderId)
  if (!order || !to) return undefined
  const shop = { name: nameIn(saved.settings, order.language), siteUrl: config.SITE_URL }
  return { ...content(order, shop), to, kind, language: order.language }
}

/** The confirmation of a placed order. */
export const orderPlacedEmail = (config: Config, db: Db, orderId: string) =>
  orderEmail(config, db, orderId, 'order-confirmation', (order, shop) =>
    orderConfirmationEmail(order, order.language, shop),
  )

/** The e-mail of a status change from `from` to `to`: a tracking update when the order ships (it
 * moved into a status with a tracking number from one without); any other change, out for delivery
 * or postponed by the courier included, is a status update naming the old status (a second "your
 * order has shipped" for the courier's next step read as a new parcel). */
export function orderStatusEmail(
  config: Config,
  db: Db,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
) {
  const tracking = ORDER_STATUS_RULES[to].setsTracking && !ORDER_STATUS_RULES[from].setsTracking
  return orderEmail(
    config,
    db,
    orderId,
    tracking ? 'tracking-update' : 'status-update',
    (found, shop) => {
      // Written as the change left it, even if it changed again since (that change has its own).
      const order = { ...found, status: to }
      return tracking
        ? trackingUpdateEmail(order, order.language, shop)
        : statusUpdateEmail(order, from, order.language, shop)
    },
  )
}

/** The customer's e-mail that their online payment was refunded. */
export const orderRefundedEmail = (
  config: Config,
  db: Db,
  orderId: string,
  refund: { amount: number; currency: string },
) =>
  orderEmail(config, db, orderId, 'refund', (order, shop) =>
    refundedEmail(order, refund, order.language, shop),
  )

/** The secret the back-in-stock links are signed with; a delivery waits (retries) without it. */
function linkSecret(config: Config): string {
  if (!config.JWT_SECRET) throw new DeliveryFailure('JWT_SECRET is not set: no signed link', false)
  return config.JWT_SECRET
}

/** One click unsubscribes, as mail clients offer it (RFC 8058): a POST to the same link. */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

interface AlertMail {
  productId: number
  email: string
  language: EmailLanguage
}

/**
 * A back-in-stock e-mail of `kind` (the notice, or the confirmation a new request asks for), with
 * its signed one-click unsubscribe; undefined when the product is gone.
 */
export async function stockAlertEmail(
  config: Config,
  db: Db,
  kind: 'back-in-stock' | 'stock-alert-confirm',
  alert: AlertMail,
): Promise<EmailMessage | undefined> {
  const [product] = await findProducts(db, [alert.productId])
  if (!product) return undefined
  const secret = linkSecret(config)
  const link = async (purpose: 'confirm' | 'unsubscribe') =>
    linkIn(await stockAlertLink(config.SITE_URL, secret, purpose, alert), alert.language)
  const unsubscribe = await link('unsubscribe')
  const shop = { name: nameIn(await readSettings(db), alert.language) }
  const content =
    kind === 'back-in-stock'
      ? backInStockEmail(
          { ...product, url: linkIn(`${config.SITE_URL}/product/${product.id}`, alert.language) },
          unsubscribe,
          alert.language,
          shop,
        )
      : stockAlertConfirmEmail(
          product,
          {
            confirm: await link('confirm'),
            unsubscribe,
          },
          alert.language,
          shop,
        )
  return {
    ...content,
    to: alert.email,
    kind,
    language: alert.language,
    headers: unsubscribeHeaders(unsubscribe),
  }
}
