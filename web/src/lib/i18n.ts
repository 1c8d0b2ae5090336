// i18next with every namespace loaded on demand from locales/{lng}/{ns}.json, the language
// picked by detectLanguage(), and <html lang dir> kept in step with it.
import i18n from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import {
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type LanguageCode,
  GARAGE_STORAGE_KEY,
  startingNamespaces,
  detectLanguage,
  isRtl,
  languageCookie,
} from './languages'
import { LANGUAGE_COOKIE } from '@domain/language'
import { addNumberFormat } from './number-interpolation'
import { readStorage, removeStorage, writeStorage } from './storage'
import enCommon from '../locales/en/common.json'
import enHome from '../locales/en/home.json'

type Locales = Record<string, () => Promise<Record<string, unknown>>>

// Each JSON file becomes its own chunk, fetched the first time a screen asks for its namespace;
// English `common` and `home` come in the app's own chunk instead (below). The owner's namespaces
// are added by the dashboard's own chunk (components/admin/admin-locales.ts), so shoppers' first
// load does not carry their loaders.
const locales: Locales = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/*/*.json',
    '!../locales/en/common.json',
    '!../locales/en/home.json',
    '!../locales/*/admin*.json',
    '!../locales/*/deliveries.json',
  ],
  { import: 'default' },
)

/** Makes more namespaces loadable (paths as `../locales/<language>/<namespace>.json`). */
export function addLocales(more: Locales) {
  Object.assign(locales, more)
}

export const detection = () =>
  detectLanguage(readStorage<string | null>(LANGUAGE_STORAGE_KEY, null), navigator.languages)

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr'
}

i18n.on('languageChanged', applyDocumentLanguage)

/** Settles when the first language's starting texts have come. */
export const i18nReady: Promise<unknown> = i18n
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = locales[`../locales/${language}/${namespace}.json`]
      return load
        ? load()
        : Promise.reject(new Error(`No translations for ${language}/${namespace}`))
    }),
  )
  .use(initReactI18next)
  .init({
    // Most visitors read English: bundled, its home page renders as soon as the app has run instead
    // of one more round trip later.
    resources: { en: { common: enCommon, home: enHome } },
    partialBundledLanguages: true,
    lng: detection().language,
    // Every language has every key (test/web/languages.test.ts), so none falls back to another: an
    // Arabic visit loads and waits for Arabic texts only, not English beside each namespace.
    fallbackLng: false,
    supportedLngs: LANGUAGES.map((l) => l.code),
    // Fetched beside `common` rather than after it: the home page's texts (most visits start
    // there), and the garage's when a bike is chosen (every card then names it).
    ns: startingNamespaces(readStorage<unknown>(GARAGE_STORAGE_KEY, null), location.search),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })

addNumberFormat(i18n)

/** The choice as a cookie too, so a page the worker writes (a product link) is in it. */
function rememberForPages(language: LanguageCode | null) {
  document.cookie = languageCookie(LANGUAGE_COOKIE, language)
}

/** The visitor's own choice: saved, so it wins over the browser's language next time. Settles once
 * the page is in it (its texts may have to come first). */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language)
  rememberForPages(language)
  await i18n.changeLanguage(language)
}

/** Back to automatic detection (browser language, then English). */
export function resetLanguageChoice() {
  removeStorage(LANGUAGE_STORAGE_KEY)
  rememberForPages(null)
  void i18n.changeLanguage(detection().language)
}

export function currentLanguage(): LanguageCode {
  return i18n.resolvedLanguage === 'ar' ? 'ar' : 'en'
}

/** The texts of the error codes are a chunk of their own (`errors`), fetched when a failure is first
 * met rather than with every first page: the API client waits for it before it throws, forms before
 * they show a code of their own. */
export async function errorTextsReady(): Promise<void> {
  try {
    await i18n.loadNamespaces('errors')
  } catch {
    // Without the chunk (offline before it was ever cached) the English words are shown.
  }
}

export { i18n }
