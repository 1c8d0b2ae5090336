// Sends one SMS delivery of the outbox: the optional cash-on-delivery confirmation link, only while
// the order still waits for it; the courier's driver on the way, only while the order still says
// so.
import { ORDER_STATUS_RULES } from '../../domain/order-status'
import type { Db } from '../../db/client'
import { findOrder } from '../../db/queries/order-reads'
import type { DeliveryRow } from '../../db/queries/outbox'
import { readSettings } from '../../db/queries/settings'
import type { Config } from '../../env'
import { tellParcelBySms } from '../parcel-sms'
import { askToConfirmBySms } from '../sms-confirmation'
import { DeliveryFailure } from './failure'

export async function sendSms(
  config: Config,
  db: Db,
  row: DeliveryRow,
): Promise<'sent' | 'skipped'> {
  if (row.kind !== 'cod-sms' && row.kind !== 'parcel-sms')
    throw new DeliveryFailure(`a ${row.kind} message is not an SMS`, true)
  const order = await findOrder(db, String((row.payload as { orderId?: string }).orderId))
  if (row.kind === 'parcel-sms') {
    // Delivered (or refused) before the SMS went: nothing to announce.
    if (!order || !ORDER_STATUS_RULES[order.status].textsCustomer) return 'skipped'
    const { storeInfo } = await readSettings(db)
    await tellParcelBySms(config, order, storeInfo.name[order.language])
    return 'sent'
  }
  // Confirmed or cancelled meanwhile: nothing to ask.
  if (!order || !ORDER_STATUS_RULES[order.status].awaitsCall) return 'skipped'
  if (config.JWT_SECRET.length < 16)
    throw new DeliveryFailure('JWT_SECRET is not set: the confirmation link cannot be signed', true)
  const { storeInfo } = await readSettings(db)
  await askToConfirmBySms(config, config.JWT_SECRET, order, storeInfo.name[order.language])
  return 'sent'
}
