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

/** The cookie that carries the choice to the pages the worker writes, for a year (`null`: none).
 * Self-contained, as `startingLanguage` below: index.html's inline script runs its source. */
export function languageCookie(name: string, language: string | null): string {
  return `${name}=${language ?? ''}; path=/; max-age=${language ? 31536000 : 0}; SameSite=Lax`
}

/**
 * The language a message's link names (`?lang=ar`, `param`: @domain/language's LANGUAGE_PARAM),
 * kept as the visitor's choice, as choosing it in the shop does (storage and cookie): an Arabic
 * e-mail's link opens the shop in Arabic on a phone set to English. The address loses it, so a
 * reload or a shared address follows any choice made afterwards. Self-contained: index.html's
 * inline script runs it before anything reads the choice.
 */
export function keepLinkedLanguage(
  param: string,
  codes: readonly string[],
  storageKey: string,
  cookie: (language: string) => string,
): void {
  const address = new URL(location.href)
  const named = address.searchParams.get(param)
  if (named === null) return
  address.searchParams.delete(param)
  history.replaceState(history.state, '', address)
  if (!codes.includes(named)) return
  try {
    localStorage.setItem(storageKey, JSON.stringify(named))
  } catch {
    // Storage blocked: the cookie still carries it to this visit's pages.
  }
  document.cookie = cookie(named)
}

/** Where the browser keeps My Garage (stores/garage.ts). */
export const GARAGE_STORAGE_KEY = 'bmp.garage'

/**
 * The namespaces the first render waits for: `common`, the home page's (most visits start there),
 * and the garage's when a bike is chosen on this device (`savedGarage`, as stored) or named by the
 * link (`?bike=`): every card then names it. Self-contained, as `startingLanguage` below: the
 * inline script runs its source.
 */
export function startingNamespaces(savedGarage: unknown, search: string): string[] {
  const chosen =
    typeof savedGarage === 'object' &&
    savedGarage !== null &&
    'current' in savedGarage &&
    savedGarage.current !== null
  return [
    'common',
    'home',
    ...(chosen || new URLSearchParams(search).has('bike') ? ['garage'] : []),
  ]
}

/**
 * The language a visit starts in: the saved choice when the shop speaks it, else the first browser
 * language it speaks ("ar-IQ" is Arabic), else null. It names nothing outside itself: index.html's
 * inline script runs its source to fetch the first screen's texts beside the app
 * (web/first-screen-preloads.ts), so the page and the app choose alike.
 */
export function startingLanguage(
  saved: unknown,
  browserLanguages: readonly string[],
  codes: readonly string[],
): string | null {
  if (typeof saved === 'string' && codes.includes(saved)) return saved
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? ''
    if (codes.includes(base)) return base
  }
  return null
}

const CODES = LANGUAGES.map((l) => l.code)

export function detectLanguage(
  saved: string | null,
  browserLanguages: readonly string[],
): Detection {
  const browserLanguage = startingLanguage(null, browserLanguages, CODES) as LanguageCode | null
  if (isSupported(saved)) return { language: saved, source: 'user', browserLanguage }
  if (browserLanguage) return { language: browserLanguage, source: 'browser', browserLanguage }
  return { language: DEFAULT_LANGUAGE, source: 'default', browserLanguage }
}
