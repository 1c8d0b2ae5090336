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

/** [where it is shown, namespace, key, language, count, what it reads] */
const COUNTED: [string, string, string, string, number, string][] = [
  [
    "the Today card's days of sales",
    'admin',
    'today.daysCovered',
    'en',
    1,
    '4 left · 1 day of sales',
  ],
  [
    "the Today card's days of sales",
    'admin',
    'today.daysCovered',
    'en',
    8,
    '4 left · 8 days of sales',
  ],
  [
    "the Today card's days of sales",
    'admin',
    'today.daysCovered',
    'ar',
    1,
    'بقي ٤، يكفي يومًا واحدًا من المبيعات',
  ],
  [
    "the Today card's days of sales",
    'admin',
    'today.daysCovered',
    'ar',
    2,
    'بقي ٤، يكفي يومين من المبيعات',
  ],
  [
    "the Today card's days of sales",
    'admin',
    'today.daysCovered',
    'ar',
    8,
    'بقي ٤، يكفي ٨ أيام من المبيعات',
  ],
  [
    "the Today card's days of sales",
    'admin',
    'today.daysCovered',
    'ar',
    11,
    'بقي ٤، يكفي ١١ يومًا من المبيعات',
  ],
  [
    'cash recorded by hand',
    'admin-cash',
    'record.done',
    'en',
    1,
    'Cash recorded as received for 1 parcel.',
  ],
  [
    'cash recorded by hand',
    'admin-cash',
    'record.done',
    'en',
    3,
    'Cash recorded as received for 3 parcels.',
  ],
  ['cash recorded by hand', 'admin-cash', 'record.done', 'ar', 1, 'سُجِّل النقد كمستلم عن طرد واحد.'],
  ['cash recorded by hand', 'admin-cash', 'record.done', 'ar', 3, 'سُجِّل النقد كمستلم عن ٣ طرود.'],
  ['cash recorded by hand', 'admin-cash', 'record.done', 'ar', 12, 'سُجِّل النقد كمستلم عن ١٢ طردًا.'],
]

describe('counted texts', () => {
  it.each(COUNTED)('writes %s with its word: %s %s in %s, %i', (_, ns, key, lng, count, text) => {
    expect(i18n.t(key, { ns, lng, count, stock: 4 })).toBe(text)
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
