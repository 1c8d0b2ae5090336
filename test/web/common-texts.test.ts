// The shared translator of the `common` texts remembers what it wrote, and never writes something i18next would
// not: the same texts for the same key and options, other texts for other options, and the new
// text once a namespace's texts are (re)loaded.
import i18n from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { translatorFor } from '../../web/src/lib/use-common-texts'

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: {
      en: {
        common: {
          product: {
            decrease: 'Decrease quantity',
            reviewCount_one: '{{formatted}} review',
            reviewCount_other: '{{formatted}} reviews',
          },
        },
      },
      ar: { common: { product: { decrease: 'إنقاص الكمية' } } },
    },
    interpolation: { escapeValue: false },
  })
})

describe('the common texts', () => {
  it('writes what i18next writes, per key, options and language', () => {
    const t = translatorFor('en')
    expect(t('product.decrease')).toBe('Decrease quantity')
    expect(t('product.reviewCount', { count: 1, formatted: '1' })).toBe('1 review')
    expect(t('product.reviewCount', { count: 12, formatted: '12' })).toBe('12 reviews')
    expect(t('product.reviewCount', { count: 1, formatted: '1' })).toBe('1 review')
    expect(translatorFor('ar')('product.decrease')).toBe('إنقاص الكمية')
    expect(t).toBe(translatorFor('en'))
  })

  it('writes a key’s new text once its namespace is loaded again', () => {
    expect(translatorFor('en')('product.decrease')).toBe('Decrease quantity')
    i18n.addResourceBundle('en', 'common', { product: { decrease: 'One fewer' } }, true, true)
    expect(translatorFor('en')('product.decrease')).toBe('One fewer')
  })
})
