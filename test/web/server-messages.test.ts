// The server's English messages a shopper can meet, shown in the shopper's language (storefront §8).
import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const locale = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../web/src/locales/${lang}/common.json`, import.meta.url), 'utf8'),
  )

// The real translations in a plain i18next instance: the app's own i18n needs a browser.
const i18n = i18next.createInstance()
vi.mock('../../web/src/lib/i18n', () => ({ i18n }))
const { translateServerMessage } = await import('../../web/src/lib/server-messages')

beforeAll(async () => {
  await i18n.init({
    resources: { en: { common: locale('en') }, ar: { common: locale('ar') } },
    lng: 'ar',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  })
})

describe('server messages', () => {
  it('translates the not-found messages of §8 into Arabic', async () => {
    await i18n.changeLanguage('ar')
    expect(translateServerMessage('Product not found')).toBe('المنتج غير موجود')
    expect(translateServerMessage('Order not found')).toBe('الطلب غير موجود')
    expect(translateServerMessage('User not found')).toBe('المستخدم غير موجود')
    expect(translateServerMessage('Cart is empty')).toBe('السلة فارغة')
  })

  it('keeps the product name and stock count of a checkout stock message', async () => {
    await i18n.changeLanguage('ar')
    expect(translateServerMessage('Not enough stock for Chain Kit: only 2 left')).toBe(
      'الكمية غير كافية من Chain Kit: بقيت قطعتان فقط',
    )
    expect(translateServerMessage('Chain Kit is out of stock')).toBe('نفد Chain Kit من المخزون')
    expect(translateServerMessage('Please select a size for Race Gloves')).toBe(
      'يرجى اختيار المقاس لـ Race Gloves',
    )
    expect(translateServerMessage('Product not found: 4242')).toBe('المنتج غير موجود')
    await i18n.changeLanguage('en')
    expect(translateServerMessage('Not enough stock for Chain Kit: only 3 left')).toBe(
      'Not enough stock for Chain Kit: only 3 left',
    )
  })

  it('translates the limits and input rules of the hardened API, naming the field', async () => {
    await i18n.changeLanguage('ar')
    expect(translateServerMessage('City is too long (at most 100 characters)')).toBe(
      'المدينة: النص طويل جداً (الحد الأقصى 100 من الأحرف)',
    )
    expect(translateServerMessage('You can order at most 10 of Chain Kit per order')).toBe(
      'لا يمكنك طلب أكثر من 10 من Chain Kit في الطلب الواحد',
    )
    expect(
      translateServerMessage('You already have 3 cash-on-delivery orders waiting for confirmation'),
    ).toBe('لديك بالفعل 3 طلبات دفع عند الاستلام بانتظار التأكيد')
    expect(translateServerMessage('Too many requests. Please wait a minute and try again.')).toBe(
      'طلبات كثيرة جداً. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    )
    expect(translateServerMessage('Text contains characters that are not allowed')).toBe(
      'يحتوي النص على رموز غير مسموح بها',
    )
    expect(translateServerMessage('This password is too common. Please choose another one.')).toBe(
      'كلمة المرور هذه شائعة جداً. يرجى اختيار كلمة أخرى.',
    )
    await i18n.changeLanguage('en')
    expect(translateServerMessage('City is too long (at most 100 characters)')).toBe(
      'City is too long (at most 100 characters)',
    )
  })

  it("shows an unknown message in the server's own words", async () => {
    await i18n.changeLanguage('ar')
    expect(translateServerMessage('Something unexpected')).toBe('Something unexpected')
  })
})
