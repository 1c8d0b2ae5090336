// The two languages the shop writes e-mails in, and reading one from a request's language tag.
export const EMAIL_LANGUAGES = ['en', 'ar'] as const
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number]

/**
 * The language of an Accept-Language value: Arabic when its first tag is Arabic (the storefront
 * sends exactly its current language), else English, the shop's default.
 */
export function languageFromHeader(header: string | null | undefined): EmailLanguage {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en'
}
