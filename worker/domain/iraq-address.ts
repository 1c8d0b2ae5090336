// Iraqi delivery addresses: the 18 governorates, the delivery zone each falls in, the mobile
// number couriers call (07XX XXX XXXX or +964 7XX…, Latin or Arabic-Indic digits), and how an
// order written with the old US-style form (state, zip code) reads in the new one.
import { toLatinDigits } from './digits'
import { cityName } from './iraq-places'

export const GOVERNORATES = [
  { id: 'baghdad', en: 'Baghdad', ar: 'بغداد' },
  { id: 'basra', en: 'Basra', ar: 'البصرة' },
  { id: 'nineveh', en: 'Nineveh', ar: 'نينوى' },
  { id: 'erbil', en: 'Erbil', ar: 'أربيل' },
  { id: 'sulaymaniyah', en: 'Sulaymaniyah', ar: 'السليمانية' },
  { id: 'duhok', en: 'Duhok', ar: 'دهوك' },
  { id: 'kirkuk', en: 'Kirkuk', ar: 'كركوك' },
  { id: 'anbar', en: 'Anbar', ar: 'الأنبار' },
  { id: 'diyala', en: 'Diyala', ar: 'ديالى' },
  { id: 'salahaddin', en: 'Salah ad-Din', ar: 'صلاح الدين' },
  { id: 'babil', en: 'Babil', ar: 'بابل' },
  { id: 'karbala', en: 'Karbala', ar: 'كربلاء' },
  { id: 'najaf', en: 'Najaf', ar: 'النجف' },
  { id: 'qadisiyah', en: 'Al-Qadisiyah', ar: 'القادسية' },
  { id: 'wasit', en: 'Wasit', ar: 'واسط' },
  { id: 'maysan', en: 'Maysan', ar: 'ميسان' },
  { id: 'dhi-qar', en: 'Dhi Qar', ar: 'ذي قار' },
  { id: 'muthanna', en: 'Muthanna', ar: 'المثنى' },
] as const

export type GovernorateId = (typeof GOVERNORATES)[number]['id']
export const GOVERNORATE_IDS = GOVERNORATES.map((g) => g.id) as [GovernorateId, ...GovernorateId[]]

/** A governorate's name in the shopper's language (English for any other). */
export function governorateName(id: string, language: string): string {
  const found = GOVERNORATES.find((g) => g.id === id)
  if (!found) return id
  return language === 'ar' ? found.ar : found.en
}

/** The governorate a free-text name (English or Arabic, any case) names, if any. */
export function governorateNamed(name: string): GovernorateId | undefined {
  const wanted = name.trim().toLowerCase()
  return GOVERNORATES.find(
    (g) => g.en.toLowerCase() === wanted || g.ar === wanted || g.id === wanted,
  )?.id
}

/** Delivery is priced by zone: inside Baghdad, or any other governorate. */
export type DeliveryZone = 'baghdad' | 'otherGovernorates'
export const deliveryZoneOf = (governorate: GovernorateId): DeliveryZone =>
  governorate === 'baghdad' ? 'baghdad' : 'otherGovernorates'

/**
 * An Iraqi mobile number as couriers dial it, "+964 7XX XXX XXXX", from 07XXXXXXXXX,
 * +9647XXXXXXXXX or 009647XXXXXXXXX with any spaces, hyphens, dots or parentheses, in Latin or
 * Arabic-Indic digits; null when it is not one.
 */
export function iraqiMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s().-]/g, '')
  const match = /^(?:0|\+964|00964|964)(7\d{9})$/.exec(compact)
  const national = match?.[1]
  if (!national) return null
  return `+964 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
}

/** A search typed as a phone number, or part of one, in the form the orders' search index keeps
 * phones (migration 0033): Latin digits without spaces or signs, an Iraqi country code as the
 * leading 0 ("+964 770 12" -> "077012", "٠٧٧٠ ١٢٣" -> "0770123"); null when it is not made of a
 * phone's characters. */
export function phoneSearchText(typed: string): string | null {
  const compact = toLatinDigits(typed).replace(/[\s().-]/g, '')
  if (!/^\+?\d{3,}$/.test(compact)) return null
  return compact.replace(/^(?:\+964|00964|964)(?=7)/, '0')
}

/** The shipping details of the old US-style checkout. */
export interface LegacyShipping {
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  city: string
  state: string
  zipCode: string
}

/**
 * An old order's address in the Iraqi form, losing nothing: the governorate its state (or city)
 * names, Baghdad when neither names one; the street address becomes the area, with a state that
 * named no governorate and the zip code kept beside it. Migration 0012 does the same in SQL.
 */
export function fromLegacyShipping({ address, state, zipCode, ...rest }: LegacyShipping) {
  const named = governorateNamed(state)
  const governorate = named ?? governorateNamed(rest.city) ?? 'baghdad'
  const area = [address, named ? '' : state, zipCode]
    .filter((part) => part.trim() !== '')
    .join(', ')
  return { ...rest, governorate, area, landmark: '' }
}

export interface IraqiAddress {
  governorate: string
  city: string
  area: string
  landmark: string
}

/**
 * One line as a courier reads it: area, city, governorate, then the nearest landmark as the
 * shopper wrote it (usually "near …" already, so it is labelled rather than prefixed). The city is
 * named in the reader's language (an old order's own text as it is).
 */
export function formatAddress(address: IraqiAddress, language: string): string {
  const ar = language === 'ar'
  const city = cityName(address.city, language)
  const place = [address.area, city, governorateName(address.governorate, language)]
    .filter((part) => part.trim() !== '')
    .join(ar ? '، ' : ', ')
  if (!address.landmark) return place
  return `${place} — ${ar ? 'أقرب نقطة دالة' : 'landmark'}: ${address.landmark}`
}
