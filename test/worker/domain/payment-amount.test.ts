// A payment's amount as the owner reads it: dinars as every other price, PayPal's dollars as
// dollars (PayPal has no IQD, and its payments keep cents), in the admin's digits.
import { describe, expect, it } from 'vitest'
import { dinars } from '../../../worker/domain/money'
import { formatIqd } from '../../../worker/domain/money-format'
import { formatPaymentAmount } from '../../../worker/domain/payment-amount'

const plain = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ')

describe('formatPaymentAmount', () => {
  it('writes a dinar payment as the shop writes its prices', () => {
    for (const language of ['en', 'ar'])
      expect(formatPaymentAmount(54_000, 'IQD', language)).toBe(formatIqd(dinars(54_000), language))
    expect(plain(formatPaymentAmount(54_000, 'IQD', 'en'))).toBe('IQD 54,000')
  })

  it('refuses a fraction of a dinar', () => {
    expect(() => formatPaymentAmount(9.99, 'IQD', 'en')).toThrow(RangeError)
  })

  it('writes a PayPal payment kept in cents as dollars and cents, not as dinars', () => {
    expect(plain(formatPaymentAmount(1234, 'USD', 'en'))).toMatch(/^(US)?\$12\.34$/)
    expect(plain(formatPaymentAmount(4122, 'USD', 'en'))).toMatch(/^(US)?\$41\.22$/)
    expect(plain(formatPaymentAmount(10_000, 'USD', 'en'))).toMatch(/^(US)?\$100\.00$/)
    expect(plain(formatPaymentAmount(4122, 'USD', 'ar'))).toMatch(/٤١٫٢٢/)
  })

  it("divides by the currency's own smallest unit", () => {
    // The yen has no minor unit: 500 is ¥500.
    expect(plain(formatPaymentAmount(500, 'JPY', 'en'))).toMatch(/500$/)
    expect(plain(formatPaymentAmount(500, 'JPY', 'en'))).not.toMatch(/5\.00/)
  })
})
