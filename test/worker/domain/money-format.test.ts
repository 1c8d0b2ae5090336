// IQD text in both languages, as the e-mails and the bot write it (the Workers runtime's Intl).
import { describe, expect, it } from 'vitest'
import { asFils, toFils } from '../../../worker/domain/money'
import { formatIqd } from '../../../worker/domain/money-format'

const RLM = '\u200f'
/** Intl's Arabic output carries right-to-left marks; compare without them. */
const plain = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ')

describe('formatIqd in English', () => {
  it('writes whole dinars with Latin digits and grouping', () => {
    expect(plain(formatIqd(toFils(285_000), 'en'))).toBe('IQD 285,000')
    expect(plain(formatIqd(toFils(1_500), 'en'))).toBe('IQD 1,500')
  })

  it('rounds to whole dinars, half a dinar up', () => {
    expect(plain(formatIqd(toFils(9.99), 'en'))).toBe('IQD 10')
    expect(plain(formatIqd(asFils(9_499), 'en'))).toBe('IQD 9')
    expect(plain(formatIqd(asFils(9_500), 'en'))).toBe('IQD 10')
    expect(plain(formatIqd(asFils(499), 'en'))).toBe('IQD 0')
  })

  it('writes zero as zero dinars', () => {
    expect(plain(formatIqd(asFils(0), 'en'))).toBe('IQD 0')
  })

  it('uses English for any language but Arabic', () => {
    expect(formatIqd(toFils(75), 'fr')).toBe(formatIqd(toFils(75), 'en'))
  })
})

describe('formatIqd in Arabic', () => {
  it('writes Arabic-Indic digits, the Arabic grouping mark and the dinar sign', () => {
    expect(plain(formatIqd(toFils(285_000), 'ar'))).toBe('٢٨٥٬٠٠٠ د.ع.')
    expect(plain(formatIqd(asFils(0), 'ar'))).toBe('٠ د.ع.')
  })

  it('marks the amount right-to-left and holds no Latin digit', () => {
    const text = formatIqd(toFils(1_500), 'ar')
    expect(text.startsWith(RLM)).toBe(true)
    expect(text).not.toMatch(/[0-9]/)
  })

  it('rounds like English', () => {
    expect(plain(formatIqd(toFils(9.99), 'ar'))).toBe('١٠ د.ع.')
    expect(plain(formatIqd(asFils(9_499), 'ar'))).toBe('٩ د.ع.')
  })
})
