// Phone verification inputs; the number's format rules live in domain/phone (their messages too).
import * as z from 'zod'
import { E } from './error-codes'
import { toLatinDigits } from '../domain/digits'

// Arabic-Indic digits in the number are read by normalizePhone.
const phone = z.string({ error: E.PHONE_EMPTY }).max(40, E.PHONE_FORMAT)

export const sendCodeSchema = z.object({ phone }).strict()
export type SendCodeInput = z.infer<typeof sendCodeSchema>

export const verifyCodeSchema = z
  .object({
    phone,
    code: z.string({ error: E.CODE_EMPTY }).max(20, E.CODE_FORMAT).transform(toLatinDigits),
  })
  .strict()
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>
