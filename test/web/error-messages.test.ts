// API errors are shown by their code in the shopper's language (storefront §8); every code the
// worker can answer with has an English and an Arabic text that names only params it sends.
import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ERROR_TEXTS, type ErrorCode, errorText } from '../../worker/schemas/error-codes'

const locale = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../web/src/locales/${lang}/errors.json`, import.meta.url), 'utf8'),
  )

// The real translations in a plain i18next instance: the app's own i18n needs a browser.
const i18n = i18next.createInstance()
vi.mock('../../web/src/lib/i18n', () => ({
  i18n,
  currentLanguage: () => i18n.language,
  errorTextsReady: () => Promise.resolve(),
}))
const { addNumberFormat } = await import('../../web/src/lib/number-interpolation')
const { ApiError } = await import('../../web/src/lib/api-client')
const { errorMessage } = await import('../../web/src/lib/error-messages')

beforeAll(async () => {
  await i18n.init({
    resources: { en: { errors: locale('en') }, ar: { errors: locale('ar') } },
    lng: 'ar',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  })
  // As the app writes numbers in its texts: in the shopper's digits.
  addNumberFormat(i18n)
})

const PLURAL = /_(zero|one|two|few|many|other)$/
const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))
/** What the API sends for a code, as the web receives it. */
const failure = (code: ErrorCode, params: Record<string, string | number> = {}) =>
  new ApiError(errorText(code, params), 400, code, params)

describe('error codes', () => {
  for (const lang of ['en', 'ar']) {
    it(`has ${lang} text for every code, naming only the params the server sends`, () => {
      const texts: Record<string, string> = locale(lang).apiErrors
      const codes = new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '')))
      expect([...codes].sort()).toEqual(Object.keys(ERROR_TEXTS).sort())
      for (const [key, text] of Object.entries(texts)) {
        const sent = placeholders(ERROR_TEXTS[key.replace(PLURAL, '') as ErrorCode])
        for (const name of placeholders(text)) expect(sent, `${lang} ${key}`).toContain(name)
      }
    })
  }

  it('has the same Arabic words in the bot (worker/telegram/locales/ar-errors.json) as in the web', () => {
    const bot: Record<string, string> = JSON.parse(
      readFileSync(
        new URL('../../worker/telegram/locales/ar-errors.json', import.meta.url),
        'utf8',
      ),
    )
    const web: Record<string, string> = locale('ar').apiErrors
    for (const [code, arabic] of Object.entries(bot)) expect(arabic, code).toBe(web[code])
  })
})

describe('error messages', () => {
  it('translates the not-found answers of §8 into Arabic', async () => {
    await i18n.changeLanguage('ar')
    expect(errorMessage(failure('PRODUCT_NOT_FOUND'))).toBe('المنتج غير موجود')
    expect(errorMessage(failure('ORDER_NOT_FOUND'))).toBe('الطلب غير موجود')
    expect(errorMessage(failure('USER_NOT_FOUND'))).toBe('المستخدم غير موجود')
    expect(errorMessage(failure('CART_EMPTY'))).toBe('السلة فارغة')
  })

  it('names the product in the shopper’s language, with Arabic plural forms of the count', async () => {
    const chainKit = { productId: 1004, name: 'Chain Kit', nameAr: 'طقم جنزير' }
    await i18n.changeLanguage('ar')
    expect(errorMessage(failure('OUT_OF_STOCK', { ...chainKit, count: 2 }))).toBe(
      'الكمية غير كافية من طقم جنزير: بقيت قطعتان فقط',
    )
    expect(errorMessage(failure('SOLD_OUT', chainKit))).toBe('نفد طقم جنزير من المخزون')
    // A product without an Arabic name keeps its own.
    expect(
      errorMessage(failure('SIZE_REQUIRED', { productId: 7, name: 'Race Gloves', nameAr: '' })),
    ).toBe('يرجى اختيار المقاس لـ Race Gloves')
    await i18n.changeLanguage('en')
    expect(errorMessage(failure('OUT_OF_STOCK', { ...chainKit, count: 3 }))).toBe(
      'Not enough stock for Chain Kit: only 3 left',
    )
  })

  it('writes a counted text in Arabic when only the Arabic texts are loaded, as in an Arabic visit', async () => {
    // The browser loads the visit's language alone. Arabic writes a counted text in plural forms
    // only, so the code was taken for unknown and the server's English sentence shown instead.
    const english = i18n.getResourceBundle('en', 'errors') as object
    i18n.removeResourceBundle('en', 'errors')
    try {
      await i18n.changeLanguage('ar')
      expect(errorMessage(failure('ORDER_UNITS_VERIFY_PHONE', { count: 30 }))).toBe(
        'الطلب الذي يزيد على ٣٠ قطعة يحتاج إلى رقم جوال موثَّق. يرجى توثيق رقمك ثم إرسال الطلب مرة أخرى.',
      )
      expect(errorMessage(failure('UNITS_HELD_LIMIT', { held: 2, count: 2 }))).toContain(
        'أكثر من قطعتين في وقت واحد',
      )
    } finally {
      i18n.addResourceBundle('en', 'errors', english)
      await i18n.changeLanguage('en')
    }
  })

  it('counts the parts a customer may order or have on the way, and the seconds to wait, as Arabic counts them', async () => {
    await i18n.changeLanguage('ar')
    // «١٠ قطع», not «١٠ قطعة»; «٢٠ قطعة» (11 to 99 take the singular).
    expect(errorMessage(failure('ORDER_UNITS_VERIFY_PHONE', { count: 10 }))).toBe(
      'الطلب الذي يزيد على ١٠ قطع يحتاج إلى رقم جوال موثَّق. يرجى توثيق رقمك ثم إرسال الطلب مرة أخرى.',
    )
    expect(errorMessage(failure('UNITS_HELD_LIMIT', { held: 18, count: 20 }))).toBe(
      'بلغ عدد القطع في طلباتك التي في الطريق ١٨، ولا يمكن أن تنتظر أكثر من ٢٠ قطعة في وقت واحد. يرجى طلب الباقي بعد وصولها.',
    )
    expect(errorMessage(failure('UNITS_HELD_LIMIT', { held: 2, count: 2 }))).toContain(
      'أكثر من قطعتين في وقت واحد',
    )
    // Seconds left before another code, as label and number: «٥ ثانية» miscounted.
    expect(errorMessage(failure('CODE_WAIT', { seconds: 5 }))).toBe(
      'يرجى الانتظار قبل طلب رمز جديد (بقي ٥ ث).',
    )
    await i18n.changeLanguage('en')
  })

  it('translates the limits and input rules of the hardened API, naming the field', async () => {
    await i18n.changeLanguage('ar')
    expect(errorMessage(failure('TOO_LONG', { field: 'City', count: 100 }))).toBe(
      'المدينة: النص طويل جداً (الحد الأقصى ١٠٠ من الأحرف)',
    )
    expect(errorMessage(failure('LINE_LIMIT', { name: 'Chain Kit', nameAr: '', count: 10 }))).toBe(
      'لا يمكنك طلب أكثر من ١٠ من Chain Kit في الطلب الواحد',
    )
    expect(errorMessage(failure('PENDING_COD_LIMIT', { count: 3 }))).toBe(
      'لديك بالفعل ٣ طلبات دفع عند الاستلام بانتظار التأكيد',
    )
    expect(errorMessage(failure('TOO_MANY_REQUESTS'))).toBe(
      'طلبات كثيرة جداً. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    )
    expect(errorMessage(failure('CODE_INCORRECT', { count: 1 }))).toBe(
      'رمز التحقق غير صحيح. بقيت محاولة واحدة.',
    )
    await i18n.changeLanguage('en')
    expect(errorMessage(failure('TOO_LONG', { field: 'City', count: 100 }))).toBe(
      'City is too long (at most 100 characters)',
    )
  })

  it("shows an answer without a known code in the server's own words", async () => {
    await i18n.changeLanguage('ar')
    expect(errorMessage(new ApiError('Something unexpected', 500))).toBe('Something unexpected')
    expect(errorMessage(new Error('Offline for a moment'))).toBe('Offline for a moment')
  })
})
