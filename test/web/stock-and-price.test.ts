import { describe, expect, it } from 'vitest'
import { discountPercent } from '../../worker/domain/discount'
import { dinars, lineTotal } from '../../worker/domain/money'
import { formatIqd } from '../../worker/domain/money-format'
import { stockLabel } from '../../worker/domain/stock-label'
import { CARD_DESCRIPTION_LENGTH, truncate } from '../../worker/domain/card-text'
import { formatNumber } from '../../web/src/lib/format'
import {
  CARD_COMPATIBILITY_LENGTH,
  localized,
  localizedCompatibility,
} from '../../web/src/lib/text'

/** Intl's Arabic output carries right-to-left marks; compare without them. */
const plain = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ')

describe('the stock label', () => {
  it.each([
    [{ stock: 0, inStock: true }, { kind: 'out-of-stock' }],
    [{ stock: 7, inStock: false }, { kind: 'out-of-stock' }],
    [
      { stock: 1, inStock: true },
      { kind: 'only-left', count: 1 },
    ],
    [
      { stock: 5, inStock: true },
      { kind: 'only-left', count: 5 },
    ],
    [{ stock: 6, inStock: true }, { kind: 'low-stock' }],
    [{ stock: 10, inStock: true }, { kind: 'low-stock' }],
    [{ stock: 11, inStock: true }, { kind: 'in-stock' }],
  ])('%o is %o', (product, label) => {
    expect(stockLabel(product)).toEqual(label)
  })
})

describe('the discount percent', () => {
  it('is the whole-percent saving against the original price', () => {
    expect(discountPercent(285000, 325000)).toBe(12)
    expect(discountPercent(50, 100)).toBe(50)
    expect(discountPercent(2, 3)).toBe(33)
  })

  it('is zero without an original price or when it is not higher', () => {
    expect(discountPercent(100, null)).toBe(0)
    expect(discountPercent(100, 0)).toBe(0)
    expect(discountPercent(100, 100)).toBe(0)
    expect(discountPercent(120, 100)).toBe(0)
  })
})

describe('truncation', () => {
  it('cuts card descriptions at 80 characters and compatibility at 25, with an ellipsis', () => {
    const long = 'x'.repeat(120)
    expect(truncate(long, CARD_DESCRIPTION_LENGTH)).toBe(`${'x'.repeat(80)}…`)
    expect(truncate('Honda CBR600RR 2013-2024, CBR1000RR', CARD_COMPATIBILITY_LENGTH)).toBe(
      'Honda CBR600RR 2013-2024,…',
    )
  })

  it('leaves text that fits alone and counts Arabic letters, not bytes', () => {
    expect(truncate('Universal', CARD_COMPATIBILITY_LENGTH)).toBe('Universal')
    const arabic = 'خوذة'.repeat(30)
    expect(Array.from(truncate(arabic, CARD_DESCRIPTION_LENGTH))).toHaveLength(81)
  })

  it('shows the Arabic text in Arabic and falls back to English when there is none', () => {
    expect(localized('ar', 'Helmet', 'خوذة')).toBe('خوذة')
    expect(localized('ar', 'Helmet', '  ')).toBe('Helmet')
    expect(localized('en', 'Helmet', 'خوذة')).toBe('Helmet')
  })

  it('translates only the word Universal of a compatibility text; models stay as written', () => {
    expect(localizedCompatibility('Universal', 'عالمي')).toBe('عالمي')
    expect(localizedCompatibility('Universal (51 mm link pipe)', 'عالمي')).toBe(
      'عالمي (51 mm link pipe)',
    )
    const models = 'Honda CBR600RR 2007-2020, CBR1000RR 2008-2016'
    expect(localizedCompatibility(models, 'عالمي')).toBe(models)
  })
})

describe('price formatting', () => {
  it('shows whole dinars with zero decimals and Latin digits in English', () => {
    expect(plain(formatIqd(dinars(285000), 'en'))).toBe('IQD 285,000')
    expect(plain(formatIqd(dinars(10), 'en'))).toBe('IQD 10')
  })

  it('shows Arabic-Indic digits, right-to-left marks and the dinar sign in Arabic', () => {
    const price = formatIqd(dinars(285000), 'ar')
    expect(price).toContain('\u200f')
    expect(plain(price)).toBe('٢٨٥٬٠٠٠ د.ع.')
    expect(price).not.toMatch(/[0-9]/)
    expect(plain(formatNumber(4.5, 'ar', 1))).toBe('٤٫٥')
  })

  it('shows a line total in whole dinars', () => {
    expect(plain(formatIqd(lineTotal(dinars(500), 3), 'en'))).toBe('IQD 1,500')
    expect(plain(formatIqd(lineTotal(dinars(95_001), 2), 'ar'))).toBe('١٩٠٬٠٠٢ د.ع.')
  })

  it('has no price of a fraction of a dinar to show', () => {
    expect(() => dinars(9.99)).toThrow(RangeError)
  })
})
