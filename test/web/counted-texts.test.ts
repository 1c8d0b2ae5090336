// Counted texts say each count with its word, as each language counts: "1 day", "8 days";
// «يومًا واحدًا», «يومين», «٨ أيام», «١١ يومًا» (it wrote "1 days" and «٨ يوم»).
import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { addNumberFormat } from '../../web/src/lib/number-interpolation'

const texts = (lang: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../web/src/locales/${lang}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  )

const NAMESPACES = ['admin', 'admin-cash', 'admin-analytics', 'home']

// The real translations in a plain i18next instance, as error-messages.test.ts does.
const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.init({
    resources: {
      en: Object.fromEntries(NAMESPACES.map((ns) => [ns, texts('en', ns)])),
      ar: Object.fromEntries(NAMESPACES.map((ns) => [ns, texts('ar', ns)])),
    },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  })
  addNumberFormat(i18n)
})

describe('counted texts', () => {
  it("writes a low-stock product's days of sales with their word (the Today card)", () => {
    const days = (lng: string, count: number) =>
      i18n.t('today.daysCovered', { ns: 'admin', lng, stock: 4, count })
    expect(days('en', 1)).toBe('4 left · 1 day of sales')
    expect(days('en', 8)).toBe('4 left · 8 days of sales')
    expect(days('ar', 1)).toBe('بقي ٤، يكفي يومًا واحدًا من المبيعات')
    expect(days('ar', 2)).toBe('بقي ٤، يكفي يومين من المبيعات')
    expect(days('ar', 8)).toBe('بقي ٤، يكفي ٨ أيام من المبيعات')
    expect(days('ar', 11)).toBe('بقي ٤، يكفي ١١ يومًا من المبيعات')
  })

  it('writes the parcels whose cash is recorded by hand with their word (the Cash tab)', () => {
    const done = (lng: string, count: number) =>
      i18n.t('record.done', { ns: 'admin-cash', lng, count })
    expect(done('en', 1)).toBe('Cash recorded as received for 1 parcel.')
    expect(done('en', 3)).toBe('Cash recorded as received for 3 parcels.')
    expect(done('ar', 1)).toBe('سُجِّل النقد كمستلم عن طرد واحد.')
    expect(done('ar', 3)).toBe('سُجِّل النقد كمستلم عن ٣ طرود.')
    expect(done('ar', 12)).toBe('سُجِّل النقد كمستلم عن ١٢ طردًا.')
  })

  // Minutes are a decimal ("2.5"): Arabic's word for them would change with the number, so the
  // unit is a label or its short form («٣ دقيقة» miscounted three).
  it('writes the minutes of a visit as a label or a unit, whatever the number', () => {
    expect(i18n.t('analytics.averageVisit', { ns: 'home', lng: 'ar', minutes: '٣' })).toBe(
      'متوسط مدة الزيارة بالدقائق: ٣',
    )
    expect(i18n.t('minutes', { ns: 'admin-analytics', lng: 'ar', n: 3 })).toBe('٣ د')
    expect(i18n.t('minutes', { ns: 'admin-analytics', lng: 'en', n: 3 })).toBe('3 min')
  })
})
