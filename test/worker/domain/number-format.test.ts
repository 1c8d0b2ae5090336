// The shop's numbers and prices are written without Intl (its first number format cost a page a
// long task); Intl itself is the reference they must match, character for character.
import { describe, expect, it } from 'vitest'
import { dinars } from '../../../worker/domain/money'
import { formatIqd } from '../../../worker/domain/money-format'
import { formatDigits, localDigits } from '../../../worker/domain/number-format'

const LOCALES = { en: 'en-IQ', ar: 'ar-IQ' } as const
const WHOLE = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12_500, 99_999, 285_000, 1_234_567]
const pseudoRandom = Array.from(
  { length: 400 },
  (_, i) => ((i * 2_654_435_761) % 4_294_967_291) % 10 ** (1 + (i % 10)),
)

describe.each(Object.entries(LOCALES))('formatDigits in %s', (language, locale) => {
  it('writes whole numbers, grouped or not, as Intl does', () => {
    const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    const plain = new Intl.NumberFormat(locale, { useGrouping: false })
    for (const n of [...WHOLE, ...pseudoRandom, Number.MAX_SAFE_INTEGER]) {
      expect(formatDigits(n, language)).toBe(grouped.format(n))
      expect(formatDigits(-n || 0, language)).toBe(grouped.format(-n || 0))
      expect(formatDigits(n, language, { grouping: false })).toBe(plain.format(n))
    }
  })

  it('rounds to the digits asked for, half away from zero, as Intl does', () => {
    const oneDigit = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    })
    const twoDigits = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    const values = [
      0.5, 2.5, 1499.5, 0, 0.05, 0.15, 0.25, 0.95, 1.005, 2.675, 3.45, 4.5, 4.35, 4.96, 9.95, 99.95,
      999.95, 1234.5678,
    ]
    for (const v of values) {
      expect(formatDigits(v, language)).toBe(whole.format(v))
      expect(formatDigits(v, language, { fractionDigits: 1 })).toBe(oneDigit.format(v))
      expect(formatDigits(v, language, { fractionDigits: 2 })).toBe(twoDigits.format(v))
      expect(formatDigits(-v || 0, language, { fractionDigits: 1 })).toBe(oneDigit.format(-v || 0))
    }
  })
})

describe('formatIqd', () => {
  it.each(Object.entries(LOCALES))(
    'writes dinars exactly as Intl IQD currency does in %s',
    (language, locale) => {
      const iqd = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'IQD',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      })
      for (const n of [...WHOLE, ...pseudoRandom]) {
        expect(formatIqd(dinars(n), language)).toBe(iqd.format(n))
        expect(formatIqd(dinars(-n || 0), language)).toBe(iqd.format(-n || 0))
      }
    },
  )
})

describe('localDigits', () => {
  it("writes a clock's digits in the language's digits", () => {
    expect(localDigits('09:05', 'ar')).toBe('٠٩:٠٥')
    expect(localDigits('09:05', 'en')).toBe('09:05')
  })
})
