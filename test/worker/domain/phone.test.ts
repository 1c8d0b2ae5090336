import { describe, expect, it } from 'vitest'
import {
  countryOf,
  DIAL_CODES,
  formatCodeInput,
  formatPhoneInput,
  isVerifiedPhone,
  normalizePhone,
} from '../../../worker/domain/phone'
import { errorText } from '../../../worker/schemas/error-codes'

describe('normalizePhone', () => {
  it.each([
    ['+964 780 123 4567', '+9647801234567'],
    ['+1 (555) 123-4567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['5551234567', '+15551234567'],
    ['+1234567', '+1234567'],
    ['+123456789012345', '+123456789012345'],
    ['  +44 20 7946 0958 ', '+442079460958'],
    // Typed on an Arabic keyboard: Arabic-Indic and Persian digits.
    ['+٩٦٤ ٧٨٠ ١٢٣ ٤٥٦٧', '+9647801234567'],
    ['+۹۶۴۷۸۰۱۲۳۴۵۶۷', '+9647801234567'],
    // An Iraqi mobile as the checkout takes it, Arabic-Indic digits included.
    ['0780 123 4567', '+9647801234567'],
    ['٠٧٧٠١٢٣٤٥٦٧', '+9647701234567'],
    ['009647801234567', '+9647801234567'],
  ])('turns %j into %s', (input, phone) => {
    expect(normalizePhone(input)).toEqual({ ok: true, phone })
  })

  it.each([
    ['', 'PHONE_EMPTY'],
    ['   ', 'PHONE_EMPTY'],
    ['+123456', 'PHONE_INTERNATIONAL'],
    ['+1234567890123456', 'PHONE_INTERNATIONAL'],
    ['+964 780 abc 4567', 'PHONE_INTERNATIONAL'],
    ['123456', 'PHONE_FORMAT'],
    ['1234567890123456', 'PHONE_FORMAT'],
    ['555.123.4567', 'PHONE_FORMAT'],
    ['06801234567', 'PHONE_COUNTRY_CODE'],
    ['1234567', 'PHONE_COUNTRY_CODE'],
    ['123456789012345', 'PHONE_COUNTRY_CODE'],
  ])('refuses %j with its message', (input, error) => {
    expect(normalizePhone(input)).toEqual({ ok: false, error })
  })

  it('uses the spec’s exact texts', () => {
    expect(errorText('PHONE_EMPTY')).toBe('Please enter a phone number')
    expect(errorText('PHONE_INTERNATIONAL')).toBe(
      'Invalid international phone number format. Should be 7-15 digits after country code.',
    )
    expect(errorText('PHONE_FORMAT')).toBe(
      'Invalid phone number format. Please enter a valid international phone number.',
    )
    expect(errorText('PHONE_COUNTRY_CODE')).toBe(
      'Please include country code (e.g., +1 for US, +44 for UK, +91 for India)',
    )
  })
})

describe('countryOf', () => {
  it('knows 19 dial codes and takes the longest match', () => {
    expect(Object.keys(DIAL_CODES)).toHaveLength(19)
    expect(countryOf('+9647801234567')).toBe('Iraq')
    expect(countryOf('+15551234567')).toBe('United States/Canada')
    expect(countryOf('+442079460958')).toBe('United Kingdom')
    expect(countryOf('+971501234567')).toBe('United Arab Emirates')
    expect(countryOf('+9123456789')).toBe('India')
  })

  it('says Unknown for any other code', () => {
    expect(countryOf('+3551234567')).toBe('Unknown')
  })
})

describe('isVerifiedPhone', () => {
  it('matches the shipping phone however it is written', () => {
    expect(isVerifiedPhone('+9647801234567', '+964 (780) 123-4567')).toBe(true)
    expect(isVerifiedPhone('+9647801234567', '+964 780 123 4568')).toBe(false)
    expect(isVerifiedPhone(null, '+964 780 123 4567')).toBe(false)
    expect(isVerifiedPhone('+15551234567', '(555) 123-4567')).toBe(true)
  })
})

describe('the test page’s fields', () => {
  it.each([
    ['5', '5'],
    ['555', '555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['abc555-12x3', '(555) 123'],
    ['96478012345', '96478012345'],
    ['964780123456789999', '96478012345678'],
  ])('shows phone input %j as %j', (raw, shown) => {
    expect(formatPhoneInput(raw)).toBe(shown)
    expect(formatPhoneInput(raw).length).toBeLessThanOrEqual(14)
  })

  it('keeps at most 6 digits of the code', () => {
    expect(formatCodeInput('12a3 4-5678')).toBe('123456')
    expect(formatCodeInput('abc')).toBe('')
    expect(formatCodeInput('١٢٣٤٥٦')).toBe('123456')
    expect(formatPhoneInput('٥٥٥١٢٣٤٥٦٧')).toBe('(555) 123-4567')
  })
})
