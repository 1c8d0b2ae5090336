// The one place that says when an order is announced as new, with its confirmation e-mail and the
// admin chats' message: a cash-on-delivery order when it is placed, an online order only once its
// payment is verified with the provider (services/payments), never before.
import type { OrderDto } from '../db/codecs/order'
import type { Resources } from '../env'
import { announceStatusChanges, notifyNewOrder } from '../bot/notify'
import type { StatusChange } from '../db/queries/orders'
import { emailOrderPlaced } from './email/notify'

export function announceNewOrder(resources: Resources, order: OrderDto): void {
  emailOrderPlaced(resources, order)
  resources.background(`telegram: order ${order.id}`, () =>
    notifyNewOrder(resources.config, resources.db, order),
  )
}

/** Is a new order announced when it is placed (else when it is paid)? */
export const announcedAtPlacement = (order: OrderDto) => order.paymentInfo.method === 'cod'

/** What a payment did, told as the rest of the shop tells it: a paid order is announced as new
 * (its confirmation e-mail and the admin chats' message); a cancelled one gets its status e-mail. */
export function announcePayment(
  resources: Resources,
  outcome: { announce?: OrderDto; changes: StatusChange[] },
): void {
  if (outcome.announce) announceNewOrder(resources, outcome.announce)
  else announceStatusChanges(resources, outcome.changes)
}
