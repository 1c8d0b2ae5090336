// Order e-mails, sent after the response (background work): confirmation on placement, a tracking
// update when an order ships, a status update (naming the old status) on any other change, all to
// the account's address. A failed send is logged and never fails the order or the status change.
import type { Db } from '../../db/client'
import { accountEmailsOf, findOrders, type StatusChange } from '../../db/queries/orders'
import { readSettings } from '../../db/queries/settings'
import type { Config, Resources } from '../../env'
import type { EmailKind } from './message'
import { emailProvider } from './provider'
import type { EmailContent } from './layout'
import {
  orderConfirmationEmail,
  type OrderShop,
  statusUpdateEmail,
  trackingUpdateEmail,
} from './templates'
import { type OrderDto } from '../../db/codecs/order'

/** The shop as each e-mail names it, in the e-mail's language. */
async function shopFor(config: Config, db: Db): Promise<(order: OrderDto) => OrderShop> {
  const { storeInfo } = await readSettings(db)
  return (order) => ({
    name: order.language === 'ar' ? storeInfo.name.ar : storeInfo.name.en,
    siteUrl: config.SITE_URL,
  })
}

/**
 * Where each order's e-mails go: the account's address, which the shopper proved they own,
 * rather than whatever was typed in the shipping form; the latter only once the account is gone.
 */
async function recipientsOf(db: Db, orders: OrderDto[]): Promise<(order: OrderDto) => string> {
  const accounts = await accountEmailsOf(
    db,
    orders.map((o) => o.id),
  )
  return (order) => accounts.get(order.id) ?? order.shippingInfo.email
}

export function emailOrderPlaced({ config, db, background }: Resources, order: OrderDto): void {
  background(`e-mail: confirmation of ${order.id}`, async () => {
    const [shopOf, recipientOf] = await Promise.all([
      shopFor(config, db),
      recipientsOf(db, [order]),
    ])
    await emailProvider(config, db).send({
      ...orderConfirmationEmail(order, order.language, shopOf(order)),
      to: recipientOf(order),
      kind: 'order-confirmation',
      language: order.language,
    })
  })
}

/**
 * Tells each customer their order's new status: a tracking update when it shipped, otherwise a
 * status update naming the old status. One order's failure is logged and the others still go.
 */
export async function sendStatusEmails(
  config: Config,
  db: Db,
  changes: StatusChange[],
): Promise<void> {
  const previous = new Map(
    changes.filter((change) => change.from !== change.to).map((change) => [change.id, change.from]),
  )
  if (previous.size === 0) return
  const changed = await findOrders(db, [...previous.keys()])
  const [shopOf, recipientOf] = await Promise.all([shopFor(config, db), recipientsOf(db, changed)])
  const provider = emailProvider(config, db)
  for (const order of changed) {
    const shop = shopOf(order)
    const [kind, content]: [EmailKind, EmailContent] =
      order.status === 'shipped'
        ? ['tracking-update', trackingUpdateEmail(order, order.language, shop)]
        : [
            'status-update',
            statusUpdateEmail(order, previous.get(order.id) ?? order.status, order.language, shop),
          ]
    await provider
      .send({ ...content, to: recipientOf(order), kind, language: order.language })
      .catch((error: unknown) =>
        console.error(
          `e-mail not sent (status of ${order.id}):`,
          error instanceof Error ? error.message : error,
        ),
      )
  }
}

export function emailStatusChanges(
  { config, db, background }: Resources,
  changes: StatusChange[],
): void {
  if (changes.every((change) => change.from === change.to)) return
  background(`e-mail: status of ${changes.length} order(s)`, () =>
    sendStatusEmails(config, db, changes),
  )
}
