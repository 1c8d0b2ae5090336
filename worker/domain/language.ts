// The two languages the shop writes e-mails in, and reading one from a request's language tag.
export const EMAIL_LANGUAGES = ['en', 'ar'] as const
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number]

/** The cookie the storefront keeps the shopper's chosen language in, for pages the worker writes
 * (a product link's first view) before the app has read its own storage. */
export const LANGUAGE_COOKIE = 'bmp.lang'

/** The query parameter a link in a message names the message's language by (`?lang=ar`): the
 * storefront and the pages the worker writes open in it, whatever the language of the phone that
 * opens it (web/first-screen-preloads.ts keeps it as the visitor's choice). */
export const LANGUAGE_PARAM = 'lang'

/** The address (one without a fragment or a language already) for a message written in
 * `language`, naming it. */
export const linkIn = (url: string, language: EmailLanguage): string =>
  `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}`

/**
 * The language of an Accept-Language value: Arabic when its first tag is Arabic (the storefront
 * sends exactly its current language), else English, the shop's default.
 */
export function languageFromHeader(header: string | null | undefined): EmailLanguage {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en'
}
