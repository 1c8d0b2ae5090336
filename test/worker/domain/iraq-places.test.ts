// The shop's places: every governorate's cities with ids unique across Iraq, names in both
// languages, and the one normal form place names from different hands are compared in.
import { describe, expect, it } from 'vitest'
import { GOVERNORATE_IDS } from '../../../worker/domain/iraq-address'
import {
  citiesOf,
  cityName,
  cityNamed,
  isCityOf,
  placeKey,
} from '../../../worker/domain/iraq-places'

describe('the shop’s places', () => {
  it('give every governorate cities, each id once in Iraq and each name once in its governorate', () => {
    const ids = GOVERNORATE_IDS.flatMap((g) => citiesOf(g).map((c) => c.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const governorate of GOVERNORATE_IDS) {
      const cities = citiesOf(governorate)
      expect(cities.length).toBeGreaterThan(2)
      for (const language of ['en', 'ar'] as const) {
        const keys = cities.map((c) => placeKey(c[language]))
        expect(new Set(keys).size, `${governorate} ${language}`).toBe(keys.length)
      }
      expect(cities.every((c) => /[\u0621-\u064a]/.test(c.ar) && /^[A-Z]/.test(c.en))).toBe(true)
    }
  })

  it('name a city in the reader’s language, and an old order’s free text as it was', () => {
    expect(cityName('sadr-city', 'ar')).toBe('مدينة الصدر')
    expect(cityName('sadr-city', 'en')).toBe('Sadr City')
    expect(cityName('sadr-city', 'ku')).toBe('Sadr City')
    expect(cityName('Al-Ashar', 'ar')).toBe('Al-Ashar')
  })

  it('know which governorate a city is in', () => {
    expect(isCityOf('basra', 'zubair')).toBe(true)
    expect(isCityOf('baghdad', 'zubair')).toBe(false)
    expect(isCityOf('baghdad', 'Karrada')).toBe(false)
  })

  it.each([
    ['Al-Zubair', 'al zubair', 'ZUBAIR'],
    ['الزُّبَيْر', 'الزبير', 'زبير'],
    ['أبو الخصيب', 'ابو الخصيب', 'قضاء أبو الخصيب'],
    ['الكرادة', 'الكـــرادة', 'الكراده'],
    ['ذي قار', 'ذى قار', 'ذي قار'],
    ['كركوك', 'کرکوک', 'مركز كركوك'],
    ["Al-Ba'aj", 'Baaj', 'al baaj'],
  ])('reads %s, %s and %s as one name', (...names) => {
    expect(new Set(names.map(placeKey)).size).toBe(1)
  })

  it('finds a city by its id or its name in either language, only in its governorate', () => {
    expect(cityNamed('baghdad', 'karrada')).toBe('karrada')
    expect(cityNamed('baghdad', ' Karrada ')).toBe('karrada')
    expect(cityNamed('baghdad', 'الكراده')).toBe('karrada')
    expect(cityNamed('basra', 'karrada')).toBeUndefined()
    expect(cityNamed('basra', 'Springfield')).toBeUndefined()
  })
})
