// The bot in Arabic, through the fake Bot API: an admin whose Telegram is in Arabic (language_code
// "ar") gets Arabic replies, Arabic buttons and Arabic order messages; /language switches to
// English and back; Arabic words answer as commands; customers get Arabic unless their Telegram is
// in English. And every text exists in both languages.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { translator } from '../../../worker/telegram/i18n'
import ar from '../../../worker/telegram/locales/ar.json'
import arErrors from '../../../worker/telegram/locales/ar-errors.json'
import en from '../../../worker/telegram/locales/en.json'
import { actionData } from '../../../worker/telegram/order-buttons'
import { makeProduct, makeUser, orderBody } from '../helpers'
import { callApi } from '../outbound'
import { deliverOutbox } from '../deliveries'
import { ADMIN_CHAT, SECOND_ADMIN_CHAT, SUPPORT_CHAT, telegram } from './fake-telegram'
import { callbackUpdate, converse, CUSTOMER_CHAT, deliver, messageTo, reply } from './updates'

const tAr = translator('ar')
const tEn = translator('en')
const ARABIC = { languageCode: 'ar' }

beforeEach(() => telegram.reset())

/** The variables a text interpolates, e.g. ["count", "id"]. */
const variables = (text: string) =>
  [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort((a, b) => a!.localeCompare(b!))

/** A counted text's plural forms share a key: `order_one`, `order_other` (and Arabic's `_zero`,
 * `_two`, `_few`, `_many`) are the text `order`. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/
const base = (key: string) => key.replace(PLURAL_FORM, '')

describe('the bot texts', () => {
  it('has every text in both languages, with the same variables', () => {
    const texts = (locale: Record<string, string>) => {
      const found = new Map<string, { forms: string[]; variables: Set<string> }>()
      for (const [key, text] of Object.entries(locale)) {
        expect(text.trim(), key).not.toBe('')
        const entry = found.get(base(key)) ?? { forms: [], variables: new Set<string>() }
        entry.forms.push(PLURAL_FORM.exec(key)?.[1] ?? '')
        for (const variable of variables(text)) entry.variables.add(variable!)
        found.set(base(key), entry)
      }
      return found
    }
    const english = texts(en)
    const arabic = texts(ar)
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, { forms, variables: used }] of arabic) {
      // A form may leave the count out («طلبان», two orders), none may name another value.
      expect([...used].sort(), key).toEqual(
        [...english.get(key)!.variables].filter((v) => used.has(v) || v !== 'count').sort(),
      )
      // Counted in Arabic, then in all six forms: i18next looks a missing one up in English.
      if (forms.some(Boolean))
        expect(forms.sort(), key).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'])
    }
  })
})

/** The last message the bot sent to a chat, with its buttons. */
const lastSent = (chatId: number) =>
  telegram.sent(chatId).at(-1) as { text: string; reply_markup?: { inline_keyboard: unknown } }

const callsOf = (method: string) => telegram.calls.filter((c) => c.method === method)

describe('an admin whose Telegram is in Arabic', () => {
  it('is welcomed and helped in Arabic, also through the Arabic command words', async () => {
    expect(await reply(ADMIN_CHAT, '/start', ARABIC)).toBe(tAr('welcome.admin'))
    expect(await reply(ADMIN_CHAT, '/help', ARABIC)).toBe(tAr('help.admin'))
    expect(await reply(ADMIN_CHAT, 'مساعدة', ARABIC)).toBe(tAr('help.admin'))
    expect(await reply(ADMIN_CHAT, 'شيء آخر', ARABIC)).toBe(tAr('adminTextHint'))
  })

  it('gets the order list, an order message with Arabic buttons, and the press answered in Arabic', async () => {
    await reply(ADMIN_CHAT, '/start', ARABIC)
    const customer = await makeUser()
    const product = await makeProduct({ price: 25000, stock: 5, nameAr: 'فحمات فرامل' })
    const placed = await callApi('POST', '/orders', {
      cookie: customer.cookie,
      body: orderBody([{ id: product.id, quantity: 2 }], 'cod'),
    })
    expect(placed.status, placed.body.error).toBe(201)
    const orderId = placed.body.data.id as string

    // The admin chat whose admin spoke Arabic gets the order in Arabic; the other one in English.
    const message = await messageTo(ADMIN_CHAT, (text) => text.includes(orderId))
    expect(message.text).toContain(tAr('order.new'))
    expect(message.text).toContain(`*الحالة:* ${tAr('order.status.pending')}`)
    expect(message.text).toContain('٥٠٬٠٠٠') // 2 × 25,000 dinars in Arabic-Iraq digits
    // The part by its Arabic name, as the Arabic dashboard names it, and its count in the same digits.
    expect(message.text).toContain('• فحمات فرامل × ٢ — ')
    expect(message.text).toContain(`*الدفع:* ${tAr('payment.cod')}`)
    expect(message.text).toContain('(بتوقيت بغداد)')
    expect((message as { reply_markup?: unknown }).reply_markup).toEqual({
      inline_keyboard: [
        [
          { text: '✅ تأكيد', callback_data: actionData('confirm', orderId) },
          { text: '❌ إلغاء', callback_data: actionData('cancel', orderId) },
        ],
        [{ text: '📵 لم يرد (حاول لاحقاً)', callback_data: actionData('no-answer', orderId) }],
      ],
    })
    const english = await messageTo(SECOND_ADMIN_CHAT, (text) => text.includes(orderId))
    expect(english.text).toContain('🛒 *New order received!*')

    const [list] = await converse(ADMIN_CHAT, 'الطلبات', ARABIC)
    expect(list).toMatch(/^📋 آخر الطلبات \([١-٩][٠-٩]?\):/)
    expect(list).toContain(`${orderId} — ${tAr('order.status.pending')}`)
    const stats = await reply(ADMIN_CHAT, '/orderstats', ARABIC)
    expect(stats).toMatch(/^📊 إحصائيات الطلبات\n\nاليوم: عدد الطلبات [١-٩]/)
    expect(stats).toContain(`${tAr('order.status.pending')}: ١`)

    const messageId = (await env.DB.prepare(
      'SELECT message_id AS id FROM telegram_order_messages WHERE order_id = ? AND chat_id = ?',
    )
      .bind(orderId, ADMIN_CHAT)
      .first<{ id: number }>())!.id
    const press = callbackUpdate(ADMIN_CHAT, actionData('confirm', orderId), {
      messageId,
      from: { id: ADMIN_CHAT, username: 'owner', languageCode: 'ar' },
    })
    expect((await deliver(press)).status).toBe(200)
    expect(callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(tAr('answer.done'))
    // The rewrites go through the outbox.
    await deliverOutbox()
    const edit = callsOf('editMessageText').find(
      (c) => c.params.chat_id === ADMIN_CHAT && String(c.params.text).includes(orderId),
    )!
    expect(edit.params.text).toContain('✅ تم التأكيد بواسطة @owner')
    expect(edit.params.text).toContain('(تيليجرام)')
  })

  it('adds a product from Arabic field names and Arabic-Indic digits', async () => {
    const name = `خوذة ${Date.now()}`
    const answer = await reply(
      ADMIN_CHAT,
      `إضافة\nالاسم: ${name}\nالسعر: ١٥٠٬٠٠٠\nالفئة: الخوذ\nالمخزون: ٣`,
      ARABIC,
    )
    expect(answer).toMatch(new RegExp(`^${tAr('product.added')}`))
    expect(answer).toContain(`الاسم: ${name}`)
    expect(answer).toContain('المخزون: ٣')
    expect(answer).toContain('الفئة: الخوذ')
    const row = await env.DB.prepare('SELECT price, stock, category FROM products WHERE name = ?')
      .bind(name)
      .first()
    expect(row).toEqual({ price: 150_000, stock: 3, category: 'Helmets' })
  })

  it('gives a product its Arabic name and description, which the shop shows Arabic readers', async () => {
    const name = `Chain Lube ${Date.now()}`
    const answer = await reply(
      ADMIN_CHAT,
      [
        '/additem',
        `الاسم: ${name}`,
        'الاسم بالعربية: زيت جنزير',
        'السعر: ٨٠٠٠',
        'الوصف: For O-ring chains.',
        'الوصف بالعربية: لسلاسل الحلقات المطاطية.',
        'لا يتطاير على السرعات العالية.',
      ].join('\n'),
      ARABIC,
    )
    expect(answer).toContain(`الاسم: ${name}`)
    expect(answer).toContain('الاسم بالعربية: زيت جنزير')
    expect(answer).not.toContain('لا يوجد اسم عربي بعد')
    expect(answer).toContain(
      'الوصف بالعربية: لسلاسل الحلقات المطاطية.\nلا يتطاير على السرعات العالية.',
    )
    const row = await env.DB.prepare(
      'SELECT id, name_ar, description, description_ar FROM products WHERE name = ?',
    )
      .bind(name)
      .first<{ id: number; name_ar: string; description: string; description_ar: string }>()
    expect(row).toMatchObject({
      name_ar: 'زيت جنزير',
      description: 'For O-ring chains.',
      description_ar: 'لسلاسل الحلقات المطاطية.\nلا يتطاير على السرعات العالية.',
    })
    // Changed later with the same label, in English this time.
    await reply(ADMIN_CHAT, `/edititem ${row!.id}\nArabic Name: زيت سلسلة`)
    const edited = await env.DB.prepare('SELECT name_ar FROM products WHERE id = ?')
      .bind(row!.id)
      .first()
    expect(edited).toEqual({ name_ar: 'زيت سلسلة' })
  })

  it('hears why product data was refused in Arabic only', async () => {
    const refused = (text: string) => reply(ADMIN_CHAT, text, ARABIC)
    const price = await refused('إضافة\nالاسم: خوذة\nالسعر: ٠')
    expect(price).toBe(`${tAr('productDataError')} (السعر): ${arErrors.PRICE_TOO_LOW}`)
    const fraction = await refused('إضافة\nالاسم: خوذة\nالسعر: ١٠.٥')
    expect(fraction).toBe(`${tAr('productDataError')} (السعر): ${arErrors.AMOUNT_NOT_WHOLE}`)
    const name = await refused(`إضافة\nالاسم: ${'خ'.repeat(201)}\nالسعر: ١٠`)
    expect(name).toBe(
      `${tAr('productDataError')} (الاسم): الاسم: النص طويل جداً (الحد الأقصى ٢٠٠ من الأحرف)`,
    )
    for (const answer of [price, fraction, name]) expect(answer).not.toMatch(/[A-Za-z]/)
  })

  it('switches to English with /language and back with the Arabic word, remembered in D1', async () => {
    await reply(ADMIN_CHAT, '/language', ARABIC)
    const question = lastSent(ADMIN_CHAT)
    expect(question.text).toBe(tAr('language.choose'))
    expect(question.reply_markup).toEqual({
      inline_keyboard: [
        [
          { text: 'English', callback_data: 'language:en' },
          { text: 'العربية', callback_data: 'language:ar' },
        ],
      ],
    })
    const choose = (language: 'en' | 'ar') =>
      deliver(
        callbackUpdate(ADMIN_CHAT, `language:${language}`, {
          from: { id: ADMIN_CHAT, languageCode: 'ar' },
        }),
      )
    expect((await choose('en')).status).toBe(200)
    expect(callsOf('editMessageText').at(-1)!.params.text).toBe(tEn('language.chosen'))
    // The choice wins over the Telegram app's Arabic, for replies and for new-order messages.
    expect(await reply(ADMIN_CHAT, '/help', ARABIC)).toBe(tEn('help.admin'))
    const stored = () =>
      env.DB.prepare('SELECT language, chosen FROM telegram_languages WHERE telegram_id = ?')
        .bind(ADMIN_CHAT)
        .first()
    expect(await stored()).toEqual({ language: 'en', chosen: 1 })

    await reply(ADMIN_CHAT, 'اللغة', ARABIC)
    expect(lastSent(ADMIN_CHAT).text).toBe(tEn('language.choose'))
    expect((await choose('ar')).status).toBe(200)
    expect(callsOf('editMessageText').at(-1)!.params.text).toBe(tAr('language.chosen'))
    expect(await reply(ADMIN_CHAT, '/help', { languageCode: 'en' })).toBe(tAr('help.admin'))
    expect(await stored()).toEqual({ language: 'ar', chosen: 1 })
  })
})

describe('customers', () => {
  it('get Arabic unless their Telegram is in English, and admin words are messages from them', async () => {
    expect(await reply(CUSTOMER_CHAT, '/start', { languageCode: null })).toBe(
      tAr('welcome.customer'),
    )
    expect(await reply(CUSTOMER_CHAT, '/start', { languageCode: 'fr' })).toBe(
      tAr('welcome.customer'),
    )
    expect(await reply(CUSTOMER_CHAT, '/start', { languageCode: 'en-GB' })).toBe(
      tEn('welcome.customer'),
    )
    expect(await reply(CUSTOMER_CHAT, '/listorders', ARABIC)).toBe(tAr('accessDenied'))
    expect(await reply(CUSTOMER_CHAT, 'الطلبات', ARABIC)).toBe(tAr('supportThanks'))
    expect(telegram.textsTo(SUPPORT_CHAT).at(-1)).toContain('الطلبات')
  })
})
