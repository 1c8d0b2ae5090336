// Shipping inputs: one order with a chosen courier, or many with each one's governorate's courier.
import * as z from 'zod'
import { COURIER_IDS } from '../domain/couriers'
import { E } from './error-codes'

export const courierSchema = z.enum(COURIER_IDS, { error: E.COURIER_NOT_CONFIGURED })
export const shipOrderSchema = z.object({ courier: courierSchema }).strict()
export const bulkShipSchema = z
  .object({
    orderIds: z.array(z.string().min(1).max(64)).min(1, E.NO_ORDERS_SELECTED).max(100),
    courier: courierSchema.optional(),
  })
  .strict()
export const courierParamSchema = z.object({ courier: courierSchema })
