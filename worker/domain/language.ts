// The two languages the shop writes e-mails in, and reading one from a request's language tag.
export const EMAIL_LANGUAGES = ['en', 'ar'] as const
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number]

/** The cookie the storefront keeps the shopper's chosen language in, for pages the worker writes
 * (a product link's first view) before the app has read its own storage. */
export const LANGUAGE_COOKIE = 'bmp.lang'

/**
 * The language of an Accept-Language value: Arabic when its first tag is Arabic (the storefront
 * sends exactly its current language), else English, the shop's default.
 */
export function languageFromHeader(header: string | null | undefined): EmailLanguage {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en'
}
