// Iraqi addresses: the 18 governorates, mobile numbers in both digit forms, delivery zones, one
// line for couriers, and old US-style addresses read in the new form.
import { describe, expect, it } from 'vitest'
import {
  deliveryZoneOf,
  formatAddress,
  fromLegacyShipping,
  GOVERNORATES,
  governorateName,
  governorateNamed,
  iraqiMobile,
} from '../../../worker/domain/iraq-address'

describe('governorates', () => {
  it('are the 18, each with an English and an Arabic name', () => {
    expect(GOVERNORATES).toHaveLength(18)
    expect(new Set(GOVERNORATES.map((g) => g.id)).size).toBe(18)
    expect(governorateName('basra', 'ar')).toBe('البصرة')
    expect(governorateName('basra', 'en')).toBe('Basra')
    expect(governorateNamed(' BAGHDAD ')).toBe('baghdad')
    expect(governorateNamed('النجف')).toBe('najaf')
    expect(governorateNamed('Illinois')).toBeUndefined()
  })

  it('price delivery by zone: Baghdad, or any other governorate', () => {
    expect(deliveryZoneOf('baghdad')).toBe('baghdad')
    for (const g of GOVERNORATES.filter((g) => g.id !== 'baghdad'))
      expect(deliveryZoneOf(g.id)).toBe('otherGovernorates')
  })
})

describe('iraqiMobile', () => {
  it.each([
    ['07701234567', '+964 770 123 4567'],
    ['0770 123 4567', '+964 770 123 4567'],
    ['+964 770 123 4567', '+964 770 123 4567'],
    ['+9647801234567', '+964 780 123 4567'],
    ['00964 750-123-4567', '+964 750 123 4567'],
    ['(0771) 123.4567', '+964 771 123 4567'],
    ['٠٧٧٠١٢٣٤٥٦٧', '+964 770 123 4567'],
    ['٠٧٧٠ ١٢٣ ٤٥٦٧', '+964 770 123 4567'],
    ['+٩٦٤ ٧٨٠ ١٢٣ ٤٥٦٧', '+964 780 123 4567'],
    ['۰۷۷۰۱۲۳۴۵۶۷', '+964 770 123 4567'],
  ])('reads %s as %s', (typed, phone) => {
    expect(iraqiMobile(typed)).toBe(phone)
  })

  it.each([
    '',
    '0770123456', // a digit short
    '077012345678', // a digit too many
    '01 717 1234', // a Baghdad landline
    '+1 555 123 4567',
    '+964 170 123 4567', // not a mobile
    '0770-123-456a',
  ])('refuses %j', (typed) => {
    expect(iraqiMobile(typed)).toBeNull()
  })
})

describe('formatAddress', () => {
  const address = { governorate: 'basra', city: 'Al-Ashar', area: 'Street 14', landmark: '' }
  it('writes area, city, governorate and the landmark in the reader’s language', () => {
    expect(formatAddress(address, 'en')).toBe('Street 14, Al-Ashar, Basra')
    expect(formatAddress({ ...address, landmark: 'near the Corniche' }, 'en')).toBe(
      'Street 14, Al-Ashar, Basra — landmark: near the Corniche',
    )
    expect(formatAddress({ ...address, landmark: 'قرب الكورنيش' }, 'ar')).toBe(
      'Street 14، Al-Ashar، البصرة — أقرب نقطة دالة: قرب الكورنيش',
    )
  })
})

describe('fromLegacyShipping', () => {
  const person = { firstName: 'A', lastName: 'B', email: 'a@b.iq', phone: '0770' }
  it('finds the governorate in the state, else the city, else says Baghdad, losing nothing', () => {
    expect(
      fromLegacyShipping({
        ...person,
        address: 'St 5',
        city: 'Zubair',
        state: 'Basra',
        zipCode: '',
      }),
    ).toEqual({ ...person, governorate: 'basra', city: 'Zubair', area: 'St 5', landmark: '' })
    expect(
      fromLegacyShipping({
        ...person,
        address: 'St 5',
        city: 'Erbil',
        state: 'KRG',
        zipCode: '44001',
      }),
    ).toEqual({
      ...person,
      governorate: 'erbil',
      city: 'Erbil',
      area: 'St 5, KRG, 44001',
      landmark: '',
    })
    expect(
      fromLegacyShipping({
        ...person,
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
      }),
    ).toMatchObject({ governorate: 'baghdad', area: '1 Main St, IL, 62701' })
  })
})
