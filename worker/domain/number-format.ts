// Numbers as Intl writes them for en-IQ and ar-IQ (Latin digits and "," in English; Arabic-Indic
// digits, «٬» and «٫» in Arabic), written here instead: the first Intl.NumberFormat a page makes
// loads ICU's number data, 20–55 ms of the main thread on a desktop and four times that on a phone,
// inside the first render of every page (a CPU profile of the checkout's first visit). Prices,
// counts, ratings, years and clock times are all plain decimals. test/worker/domain checks this
// against Intl itself.
const ARABIC_ZERO = 0x0660

export interface DigitsOptions {
  /** Digits after the decimal mark, rounded half away from zero as Intl does (0 by default). */
  fractionDigits?: number
  /** Thousands separators (true by default). */
  grouping?: boolean
}

/** `language` is the shop's language code; anything but Arabic is written in English. */
export function formatDigits(value: number, language: string, options: DigitsOptions = {}): string {
  const { fractionDigits = 0, grouping = true } = options
  const arabic = language === 'ar'
  const written = String(Math.abs(value))
  if (!PLAIN_DECIMAL.test(written)) return String(value)
  // A whole number written whole (every price and count, hundreds a page) needs no rounding.
  const [whole, fraction] =
    fractionDigits || written.includes('.')
      ? roundedDecimal(written, fractionDigits)
      : [written, '']
  let digits = whole
  if (grouping) digits = digits.replace(/\B(?=(\d{3})+$)/g, arabic ? '\u066c' : ',')
  if (fraction) digits += (arabic ? '\u066b' : '.') + fraction
  digits = localDigits(digits, language)
  // Intl's minus: Arabic's is led by the Arabic letter mark, so it stays in front in right-to-left text.
  return value < 0 ? (arabic ? '\u061c-' : '-') + digits : digits
}

/** 0–9 in `text` as Arabic-Indic digits in Arabic, as they are in English. */
export const localDigits = (text: string, language: string): string =>
  language === 'ar'
    ? text.replace(/\d/g, (d) => String.fromCharCode(ARABIC_ZERO + Number(d)))
    : text

// What String() writes without an exponent. NaN, Infinity, 1e21 and 1e-7 are not, and none is ever
// an amount, count or rating: they are written as String() writes them.
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/

/** A number's shortest decimal form (`written`, not negative) rounded to `places` decimals, as its
 * whole and fraction digits. Rounded on that form, as Intl does: 1.005 to two places is 1.01, where
 * toFixed says 1.00. */
function roundedDecimal(written: string, places: number): [string, string] {
  const [whole = '0', fraction = ''] = written.split('.')
  const kept = whole + fraction.padEnd(places, '0').slice(0, places)
  // Half away from zero on the digit after the last kept one (a string of digits can pass 2^53).
  const roundUp = (fraction[places] ?? '0') >= '5'
  const rounded = String(BigInt(kept) + BigInt(roundUp ? 1 : 0)).padStart(kept.length, '0')
  const cut = rounded.length - places
  return [rounded.slice(0, cut).replace(/^0+(?=\d)/, ''), rounded.slice(cut)]
}
