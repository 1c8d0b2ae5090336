// An amount the API is sent: whole dinars (domain/money). A fraction is refused with its own code,
// never rounded, so what the owner typed is what the shop charges.
import * as z from 'zod'
import { dinars } from '../domain/money'
import { E } from './error-codes'

/** `base` carries the field's own range and codes; this adds the whole-dinar rule and the brand. */
export const wholeDinars = (base: z.ZodNumber | z.ZodCoercedNumber) =>
  base.int(E.AMOUNT_NOT_WHOLE).transform(dinars)
