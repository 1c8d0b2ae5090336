// Phone numbers for verification codes (back-office §5, §9): normalisation to +<digits>, the
// 19 dial codes the country lookup knows, and the (xxx) xxx-xxxx display of the test page.
import type { ErrorCode } from '../schemas/error-codes'
import { toLatinDigits } from './digits'
import { iraqiMobile } from './iraq-address'

export type PhoneResult = { ok: true; phone: string } | { ok: false; error: ErrorCode }

/**
 * Strips spaces, parentheses and hyphens; with a leading plus 7 to 15 digits must follow;
 * without one, an Iraqi mobile as the checkout takes it (07XX XXX XXXX) is +9647XXXXXXXXX, exactly
 * 10 digits are taken as a US/Canada number (+1) and other lengths need the country code. The
 * spec's rules are a US form's; the Iraqi mobile comes first because a customer verifying the
 * number they ordered with types it as the checkout asked (it was refused: "add a country code").
 */
export function normalizePhone(input: string): PhoneResult {
  const stripped = toLatinDigits(input)
    .trim()
    .replace(/[\s()-]/g, '')
  if (stripped === '') return { ok: false, error: 'PHONE_EMPTY' }
  if (stripped.startsWith('+')) {
    const digits = stripped.slice(1)
    return /^\d{7,15}$/.test(digits)
      ? { ok: true, phone: `+${digits}` }
      : { ok: false, error: 'PHONE_INTERNATIONAL' }
  }
  if (!/^\d{7,15}$/.test(stripped)) return { ok: false, error: 'PHONE_FORMAT' }
  const iraqi = iraqiMobile(stripped)
  if (iraqi) return { ok: true, phone: iraqi.replace(/\s/g, '') }
  if (stripped.length === 10) return { ok: true, phone: `+1${stripped}` }
  return { ok: false, error: 'PHONE_COUNTRY_CODE' }
}

/** Whether `shippingPhone` is the number `verifiedPhone` (both normalised) names. */
export function isVerifiedPhone(verifiedPhone: string | null, shippingPhone: string): boolean {
  if (!verifiedPhone) return false
  const shipping = normalizePhone(shippingPhone)
  return shipping.ok && shipping.phone === verifiedPhone
}

/** The 19 dial codes of the country lookup; the longest matching code wins. */
export const DIAL_CODES: Record<string, string> = {
  '1': 'United States/Canada',
  '7': 'Russia',
  '20': 'Egypt',
  '33': 'France',
  '44': 'United Kingdom',
  '49': 'Germany',
  '61': 'Australia',
  '81': 'Japan',
  '86': 'China',
  '90': 'Turkey',
  '91': 'India',
  '98': 'Iran',
  '961': 'Lebanon',
  '962': 'Jordan',
  '963': 'Syria',
  '964': 'Iraq',
  '965': 'Kuwait',
  '966': 'Saudi Arabia',
  '971': 'United Arab Emirates',
}

/** The country of a normalised number, or 'Unknown' when its dial code is not one of the 19. */
export function countryOf(phone: string): string {
  const digits = phone.replace(/^\+/, '')
  for (const length of [3, 2, 1]) {
    const country = DIAL_CODES[digits.slice(0, length)]
    if (country) return country
  }
  return 'Unknown'
}

export const PHONE_INPUT_MAX = 14

/**
 * The test page's phone field: digits only, shown as (xxx) xxx-xxxx; longer input stays plain
 * digits, and nothing beyond 14 characters is kept.
 */
export function formatPhoneInput(raw: string): string {
  const digits = toLatinDigits(raw).replace(/\D/g, '').slice(0, PHONE_INPUT_MAX)
  if (digits.length > 10) return digits
  if (digits.length > 6) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
  if (digits.length > 3) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return digits
}

export const CODE_LENGTH = 6

/** The code field: digits only, at most 6. */
export const formatCodeInput = (raw: string) =>
  toLatinDigits(raw).replace(/\D/g, '').slice(0, CODE_LENGTH)
