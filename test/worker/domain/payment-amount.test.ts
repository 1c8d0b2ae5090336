// A payment's amount as the owner reads it: dinars as every other price, PayPal's dollars as
// dollars (PayPal has no IQD), in the admin's digits.
import { describe, expect, it } from 'vitest'
import { toFils } from '../../../worker/domain/money'
import { formatIqd } from '../../../worker/domain/money-format'
import { formatPaymentAmount } from '../../../worker/domain/payment-amount'

const plain = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ')

describe('formatPaymentAmount', () => {
  it('writes a dinar payment as the shop writes its prices', () => {
    for (const language of ['en', 'ar'])
      expect(formatPaymentAmount(toFils(54_000), 'IQD', language)).toBe(
        formatIqd(toFils(54_000), language),
      )
  })

  it('writes a PayPal payment in dollars and cents, not as dinars', () => {
    expect(plain(formatPaymentAmount(toFils(41.22), 'USD', 'en'))).toMatch(/^(US)?\$41\.22$/)
    expect(plain(formatPaymentAmount(toFils(41.22), 'USD', 'ar'))).toMatch(/٤١٫٢٢/)
  })
})
