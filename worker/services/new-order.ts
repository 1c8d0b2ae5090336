// The one place that says when an order is announced as new (the customer's confirmation e-mail
// and the admin chats' message): a cash-on-delivery order when it is placed (the placement's own
// batch writes its notices: services/deliveries/notices), an online order only once its payment
// is verified with the provider (services/payments), never before. Either way the messages go
// through the outbox and its queue.
import type { OrderDto } from '../db/codecs/order'
import type { Db } from '../db/client'
import { type OutboxItem, outboxInsert } from '../db/queries/outbox'
import type { StatusChange } from '../db/queries/orders'
import type { Config } from '../env'
import { newOrderMessages } from './deliveries/notices'

/** What a payment did, told as the rest of the shop tells it: a paid order is announced as new;
 * an order the payment cancelled (declined, expired, given up) gets its status e-mail. The rows
 * are forwarded to the queue after the request (middleware/forward-deliveries) or by the cron. */
export async function announcePayment(
  { db, config }: { db: Db; config: Config },
  outcome: { announce?: OrderDto; changes: StatusChange[] },
  now: Date,
): Promise<void> {
  const items: OutboxItem[] = outcome.announce
    ? [
        {
          channel: 'email',
          kind: 'order-confirmation',
          ref: `order:${outcome.announce.id}`,
          payload: { orderId: outcome.announce.id },
        },
        ...newOrderMessages(config, outcome.announce.id),
      ]
    : outcome.changes.map((change) => ({
        channel: 'email',
        kind: 'order-status',
        ref: `order:${change.id}`,
        payload: { orderId: change.id, from: change.from, to: change.to },
      }))
  const [first, ...rest] = outboxInsert(db, items, now)
  if (first) await db.batch([first, ...rest])
}
