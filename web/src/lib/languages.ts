// The languages the shop speaks and the detection order: saved choice, browser language, English.
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', rtl: false },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇮🇶', rtl: true },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]['code']
export const DEFAULT_LANGUAGE: LanguageCode = 'en'
export const LANGUAGE_STORAGE_KEY = 'bmp.language'

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur'])

export function isRtl(code: string): boolean {
  return RTL_LANGUAGES.has(baseLanguage(code))
}

/** "ar-IQ" -> "ar". */
export function baseLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? ''
}

export function isSupported(code: string | null | undefined): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code)
}

export type DetectionSource = 'user' | 'browser' | 'default'

export interface Detection {
  language: LanguageCode
  source: DetectionSource
  /** The first browser language the shop speaks, whatever the saved choice. */
  browserLanguage: LanguageCode | null
}

export function detectLanguage(
  saved: string | null,
  browserLanguages: readonly string[],
): Detection {
  const browserLanguage = browserLanguages.map(baseLanguage).find(isSupported) ?? null
  if (isSupported(saved)) return { language: saved, source: 'user', browserLanguage }
  if (browserLanguage) return { language: browserLanguage, source: 'browser', browserLanguage }
  return { language: DEFAULT_LANGUAGE, source: 'default', browserLanguage }
}
