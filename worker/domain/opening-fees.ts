// The fees a Baghdad shop opens with (DECISIONS.md, "Money"), and the spec's constants they
// replace: those were written in another currency ("shipping 9.99, free above 75, cash-on-delivery
// fee 2.99") and are what settings saved before whole dinars still carry.
import { type Dinars, dinars } from './money'

export const OPENING_FEES = {
  deliveryBaghdad: dinars(5_000),
  deliveryOtherGovernorates: dinars(10_000),
  freeShippingThreshold: dinars(150_000),
  cashOnDelivery: dinars(1_000),
} satisfies Record<string, Dinars>

export const SPEC_STAND_INS = { delivery: 9.99, freeShippingThreshold: 75, cashOnDelivery: 2.99 }
