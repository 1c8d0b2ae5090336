// Order e-mails, sent after the response (waitUntil): confirmation on placement, a tracking
// update when an order ships, a status update (naming the old status) on any other change. A
// failed send is logged and never fails the order or the status change.
import type { Context } from 'hono'
import { findOrders, type OrderDto, type StatusChange } from '../../db/queries/orders'
import { readSettings } from '../../db/queries/settings'
import type { AppEnv } from '../../env'
import { type EmailKind, emailProvider } from './provider'
import type { EmailContent } from './layout'
import {
  orderConfirmationEmail,
  type Shop,
  statusUpdateEmail,
  trackingUpdateEmail,
} from './templates'

type Ctx = Context<AppEnv>

/** Runs `job` after the response; its failure is only logged. */
export function inBackground(c: Ctx, what: string, job: () => Promise<unknown>): void {
  c.executionCtx.waitUntil(
    job().catch((error: unknown) =>
      console.error(`e-mail not sent (${what}):`, error instanceof Error ? error.message : error),
    ),
  )
}

/** The shop as each e-mail names it, in the e-mail's language. */
async function shopFor(c: Ctx): Promise<(order: OrderDto) => Shop> {
  const { storeInfo } = await readSettings(c.var.db)
  return (order) => ({ name: order.language === 'ar' ? storeInfo.name.ar : storeInfo.name.en })
}

async function sendOrderEmail(c: Ctx, order: OrderDto, kind: EmailKind, content: EmailContent) {
  await emailProvider(c.var.config, c.var.db).send({
    ...content,
    to: order.shippingInfo.email,
    kind,
    language: order.language,
  })
}

export function emailOrderPlaced(c: Ctx, order: OrderDto): void {
  inBackground(c, `confirmation of ${order.id}`, async () =>
    sendOrderEmail(
      c,
      order,
      'order-confirmation',
      orderConfirmationEmail(order, order.language, (await shopFor(c))(order)),
    ),
  )
}

export function emailStatusChanges(c: Ctx, changes: StatusChange[]): void {
  const changed = changes.filter((change) => change.from !== change.to)
  if (changed.length === 0) return
  inBackground(c, `status of ${changed.length} order(s)`, async () => {
    const previous = new Map(changed.map((change) => [change.id, change.from]))
    const shopOf = await shopFor(c)
    for (const order of await findOrders(c.var.db, [...previous.keys()])) {
      const shop = shopOf(order)
      // One order's failure must not keep the others' customers uninformed.
      await (
        order.status === 'shipped'
          ? sendOrderEmail(
              c,
              order,
              'tracking-update',
              trackingUpdateEmail(order, order.language, shop),
            )
          : sendOrderEmail(
              c,
              order,
              'status-update',
              statusUpdateEmail(order, previous.get(order.id)!, order.language, shop),
            )
      ).catch((error: unknown) =>
        console.error(
          `e-mail not sent (status of ${order.id}):`,
          error instanceof Error ? error.message : error,
        ),
      )
    }
  })
}
