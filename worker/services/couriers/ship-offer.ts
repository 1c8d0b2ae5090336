// The courier the admin chats' "Ship with …" button offers for an order: the one the owner chose
// for its governorate in Settings, when its secrets are set (read when the message is written).
import type { Db } from '../../db/client'
import { readSettings } from '../../db/queries/settings'
import type { Config } from '../../env'
import type { ShipCourier } from '../../telegram/order-messages'
import { suggestedCourier } from './shipping'

export const shipOffer =
  (db: Db, config: Config): ShipCourier =>
  async (order) =>
    suggestedCourier(config, await readSettings(db), order.shippingInfo.governorate)
