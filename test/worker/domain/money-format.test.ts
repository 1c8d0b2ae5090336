// IQD text in both languages, as the e-mails and the bot write it (the Workers runtime's Intl).
import { describe, expect, it } from 'vitest'
import { dinars, ZERO_DINARS } from '../../../worker/domain/money'
import { formatIqd } from '../../../worker/domain/money-format'

const RLM = '\u200f'
/** Intl's Arabic output carries right-to-left marks; compare without them. */
const plain = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ')

describe('formatIqd in English', () => {
  it('writes whole dinars with Latin digits and grouping', () => {
    expect(plain(formatIqd(dinars(285_000), 'en'))).toBe('IQD 285,000')
    expect(plain(formatIqd(dinars(1_500), 'en'))).toBe('IQD 1,500')
    expect(plain(formatIqd(dinars(5_000), 'en'))).toBe('IQD 5,000')
    expect(plain(formatIqd(dinars(1_234_567), 'en'))).toBe('IQD 1,234,567')
  })

  it('writes small amounts as they are, without fractions', () => {
    expect(plain(formatIqd(dinars(10), 'en'))).toBe('IQD 10')
    expect(plain(formatIqd(dinars(1), 'en'))).toBe('IQD 1')
  })

  it('writes zero as zero dinars', () => {
    expect(plain(formatIqd(ZERO_DINARS, 'en'))).toBe('IQD 0')
  })

  it('uses English for any language but Arabic', () => {
    expect(formatIqd(dinars(75_000), 'fr')).toBe(formatIqd(dinars(75_000), 'en'))
  })
})

describe('formatIqd in Arabic', () => {
  it('writes Arabic-Indic digits, the Arabic grouping mark and the dinar sign', () => {
    expect(plain(formatIqd(dinars(285_000), 'ar'))).toBe('٢٨٥٬٠٠٠ د.ع.')
    expect(plain(formatIqd(ZERO_DINARS, 'ar'))).toBe('٠ د.ع.')
  })

  it('marks the amount right-to-left and holds no Latin digit', () => {
    const text = formatIqd(dinars(1_500), 'ar')
    expect(text.startsWith(RLM)).toBe(true)
    expect(text).not.toMatch(/[0-9]/)
  })

  it('writes small amounts like English', () => {
    expect(plain(formatIqd(dinars(10), 'ar'))).toBe('١٠ د.ع.')
    expect(plain(formatIqd(dinars(9), 'ar'))).toBe('٩ د.ع.')
  })
})
