// The bot's words in English and Arabic (locales/{en,ar}.json), through one i18next instance made
// once per isolate. English keeps the spec's exact texts (back-office §6, §8).
import { createInstance, type TOptions } from 'i18next'
import { EMAIL_LANGUAGES, type EmailLanguage } from '../domain/language'
import { ORDER_STATUS_RULES, type OrderStatus } from '../domain/order-status'
import { ERROR_TEXTS, type ErrorCode, type ErrorParams } from '../schemas/error-codes'
import ar from './locales/ar.json'
import arErrors from './locales/ar-errors.json'
import en from './locales/en.json'

/** The bot writes in the shop's two languages. */
export type BotLanguage = EmailLanguage
export const BOT_LANGUAGES = EMAIL_LANGUAGES
/** A text's key; a counted text's plural forms (`_one`, `_other`, and Arabic's `_zero`, `_two`,
 * `_few`, `_many`) are chosen by i18next from the `count` passed, under their common key. */
export type BotKey = PluralBase<keyof typeof en>
type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K

const i18n = createInstance({
  // `errors`: the API's error codes (bot/error-reason.ts).
  resources: { en: { bot: en, errors: ERROR_TEXTS }, ar: { bot: ar, errors: arErrors } },
  lng: 'en',
  fallbackLng: 'en',
  ns: ['bot', 'errors'],
  defaultNS: 'bot',
  // Flat keys such as "order.new": a dot names a group, not a nested object.
  keySeparator: false,
  // Telegram messages are text or Markdown, not HTML: callers escape what they put in.
  interpolation: { escapeValue: false },
  initAsync: false,
})
void i18n.init()

const numbers = { en: new Intl.NumberFormat('en-US'), ar: new Intl.NumberFormat('ar-IQ') }
// `{{n, number}}`: Arabic-Indic digits in Arabic, as the shop writes every number there. An error's
// params come written already (errorTranslation), so a text shared with the web passes them on.
i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
  typeof value === 'number'
    ? numbers[language === 'ar' ? 'ar' : 'en'].format(value)
    : String(value),
)

export type Translate = (key: BotKey, options?: TOptions) => string

const translators = Object.fromEntries(
  BOT_LANGUAGES.map((language) => {
    const fixed = i18n.getFixedT(language)
    return [language, (key: BotKey, options?: TOptions) => fixed(key, options)]
  }),
) as Record<BotLanguage, Translate>

/** The bot's texts in `language`. */
export const translator = (language: BotLanguage): Translate => translators[language]

/** The key of a status's label among the bot's texts: the status table's labelKey under `order.`
 * (typed, so a status without its label in locales/en.json does not compile). */
export const statusLabelKey = (status: OrderStatus): BotKey =>
  `order.${ORDER_STATUS_RULES[status].labelKey}`

/** A status's label in `language`, as the bot's messages and the e-mails name it. */
export const statusLabel = (language: BotLanguage, status: OrderStatus): string =>
  translator(language)(statusLabelKey(status))

const ERRORS_IN = { en: ERROR_TEXTS, ar: arErrors } as Record<
  BotLanguage,
  Partial<typeof ERROR_TEXTS>
>

/** The text of an error code in `language`, to fill with its params; undefined where the bot has
 * no words for it in that language. */
export function errorTranslation(language: BotLanguage, code: ErrorCode) {
  if (!Object.hasOwn(ERRORS_IN[language], code)) return undefined
  // Numbers in the language's digits, as the bot's own texts write them.
  const format = numbers[language]
  return (params: ErrorParams) =>
    i18n.t(code, {
      ...Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? format.format(v) : v]),
      ),
      ns: 'errors',
      lng: language,
    })
}

/** The rule for a Telegram user without a choice of their own: Arabic when their Telegram is in
 * Arabic; otherwise English for admins, and Arabic for customers unless it is in English. */
export function telegramLanguage(code: string | undefined, admin: boolean): BotLanguage {
  const tag = (code ?? '').toLowerCase()
  const is = (language: string) => tag === language || tag.startsWith(`${language}-`)
  if (is('ar')) return 'ar'
  if (admin || is('en')) return 'en'
  return 'ar'
}
