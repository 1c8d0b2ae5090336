// The `common` texts for the parts drawn dozens of times a page: a product card and what is in it.
// react-i18next's useTranslation gives each caller a copy of the i18n instance, listeners and an
// effect of its own; home's 24 cards made about 170 such calls, and their mounting was one of the
// long tasks a phone waits through (docs/benchmarks.md). Here every caller shares one translator
// per language and only listens for the language to change. `common` is loaded before the first
// render and before a language switch completes (lib/i18n.ts), so nothing has to suspend.
import i18n, { type TFunction } from 'i18next'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange)
  return () => i18n.off('languageChanged', onChange)
}
const currentLanguage = () => i18n.language

const translators = new Map<string, TFunction>()
const translatorFor = (language: string) => {
  let t = translators.get(language)
  if (!t) {
    t = i18n.getFixedT(language)
    translators.set(language, t)
  }
  return t
}

/** `t` for the `common` namespace in the current language, and that language. */
export function useCardTexts(): { t: TFunction; language: string } {
  const language = useSyncExternalStore(subscribe, currentLanguage)
  return { t: translatorFor(language), language }
}
