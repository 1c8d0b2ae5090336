// The `common` texts for the parts drawn many times a page: a product card and what is in it, and
// the catalogue's category buttons.
// react-i18next's useTranslation gives each caller a copy of the i18n instance, listeners and an
// effect of its own; home's 24 cards made about 170 such calls, and their mounting was one of the
// long tasks a phone waits through (docs/benchmarks.md). Here every caller shares one translator
// per language. `common` is loaded before the first render and before a language switch completes
// (lib/i18n.ts), so nothing has to suspend.
// The language comes from one subscription at the app's root (`LanguageProvider`) through a
// context: a subscription per caller (useSyncExternalStore) was two effects and a listener each,
// about 500 on home, all run in the task after its cards were put on screen.
// The translator also remembers what it wrote: one i18next call costs about 20 µs (it copies its
// whole options object each time), and a page of cards asks the same few texts hundreds of times
// (a CPU profile of home: a fifth of its script time was i18next's `t`).
import i18n, { type TFunction } from 'i18next'
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange)
  return () => i18n.off('languageChanged', onChange)
}
const currentLanguage = () => i18n.language

/** Texts remembered per translator before it starts afresh (a long visit's ratings and counts). */
const REMEMBERED = 2000

const translators = new Map<string, TFunction>()
let listening = false

/** The shared translator of one language (exported for its test). */
export const translatorFor = (language: string) => {
  // Texts that come later (another namespace or language loaded) may change what a key says.
  if (!listening) {
    i18n.store.on('added', () => translators.clear())
    listening = true
  }
  let t = translators.get(language)
  if (!t) {
    const translate = i18n.getFixedT(language) as (key: string, options?: object) => string
    const said = new Map<string, string>()
    t = ((key: string, options?: object) => {
      const asked = options === undefined ? key : JSON.stringify([key, options])
      let text = said.get(asked)
      if (text === undefined) {
        text = translate(key, options)
        if (said.size >= REMEMBERED) said.clear()
        said.set(asked, text)
      }
      return text
    }) as TFunction
    translators.set(language, t)
  }
  return t
}

/** Null outside a `LanguageProvider`. */
const LanguageContext = createContext<string | null>(null)

/** The current language for everything under it, re-rendered when it changes. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, currentLanguage)
  return <LanguageContext value={language}>{children}</LanguageContext>
}

/** `t` for the `common` namespace in the current language, and that language. */
export function useCommonTexts(): { t: TFunction; language: string } {
  const language = useContext(LanguageContext)
  if (language === null) throw new Error('useCommonTexts needs a LanguageProvider above it')
  return { t: translatorFor(language), language }
}
