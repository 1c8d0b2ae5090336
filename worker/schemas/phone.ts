// Phone verification inputs; the number's format rules live in domain/phone (their messages too).
import { z } from 'zod'
import { toLatinDigits } from '../domain/digits'
import { PHONE_MESSAGES } from '../domain/phone'
import { VERIFY_MESSAGES } from '../domain/phone-verification'

// Arabic-Indic digits in the number are read by normalizePhone.
const phone = z.string({ error: PHONE_MESSAGES.empty }).max(40, PHONE_MESSAGES.invalid)

export const sendCodeSchema = z.object({ phone }).strict()
export type SendCodeInput = z.infer<typeof sendCodeSchema>

export const verifyCodeSchema = z
  .object({
    phone,
    code: z
      .string({ error: VERIFY_MESSAGES.codeEmpty })
      .max(20, VERIFY_MESSAGES.incorrectFormat)
      .transform(toLatinDigits),
  })
  .strict()
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>
