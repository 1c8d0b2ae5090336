import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  detectLanguage,
  isRtl,
  LANGUAGES,
  startingLanguage,
  startingNamespaces,
} from '../../web/src/lib/languages'
import { EMAIL_KINDS } from '../../worker/services/email/message'
import { separator } from '../../web/src/lib/format'

describe('language detection', () => {
  it('prefers the saved choice over the browser language', () => {
    expect(detectLanguage('en', ['ar-IQ', 'en'])).toEqual({
      language: 'en',
      source: 'user',
      browserLanguage: 'ar',
    })
  })

  it('then takes the first browser language the shop speaks', () => {
    expect(detectLanguage(null, ['fr-FR', 'ar-IQ', 'en-US'])).toEqual({
      language: 'ar',
      source: 'browser',
      browserLanguage: 'ar',
    })
  })

  it('falls back to English, ignoring a saved value it does not know', () => {
    expect(detectLanguage('de', ['fr', 'tr'])).toEqual({
      language: 'en',
      source: 'default',
      browserLanguage: null,
    })
  })

  // index.html's inline script runs these rules' source (web/first-screen-preloads.ts), away from
  // the module they are written in: each must name nothing outside itself.
  it('chooses alike in the page, where the rules run on their own, and in the app', () => {
    const alone = <F>(rule: F): F =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- as the page runs it
      new Function(`return (${String(rule)})`)() as F
    const pick = alone(startingLanguage)
    const codes = LANGUAGES.map((l) => l.code)
    for (const [saved, browser] of [
      [null, ['ar-IQ']],
      ['en', ['ar']],
      ['de', ['fr-FR', 'AR_iq']],
      [null, ['fr', 'tr']],
    ] as const)
      expect(pick(saved, browser, codes) ?? 'en').toBe(detectLanguage(saved, browser).language)
    const start = alone(startingNamespaces)
    expect(start({ bikes: [], current: '3-2019' }, '')).toEqual(['common', 'home', 'garage'])
    expect(start(null, '?bike=3-2019')).toEqual(['common', 'home', 'garage'])
    expect(start({ bikes: [], current: null }, '?q=chain')).toEqual(['common', 'home'])
  })

  it('lays Arabic out right to left and English left to right', () => {
    expect(isRtl('ar')).toBe(true)
    expect(isRtl('ar-IQ')).toBe(true)
    expect(isRtl('en')).toBe(false)
  })
})

describe('translations', () => {
  const dir = new URL('../../web/src/locales/', import.meta.url)
  const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
        : [`${prefix}${k}`],
    )
  // Arabic has more plural forms than English (zero, two, few, many), so it may carry extra keys.
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')

  const files = (lang: string) => readdirSync(new URL(`${lang}/`, dir)).sort()

  it('has the same namespaces in English and Arabic', () => {
    expect(files('ar')).toEqual(files('en'))
  })

  for (const file of files('en')) {
    const read = (lang: string) =>
      JSON.parse(readFileSync(new URL(`${lang}/${file}`, dir), 'utf8')) as Record<string, unknown>

    it(`has an Arabic text for every English text in ${file}`, () => {
      const arabic = new Set(keys(read('ar')).map(base))
      const missing = keys(read('en')).filter((key) => !arabic.has(base(key)))
      expect(missing).toEqual([])
    })

    // A value passed as `lng` (or `ns`, `context`...) is read by i18next as an option, not put in
    // the text: `t('switchTo', { lng: 'English' })` looked the text up in a language named
    // "English", fell back to English on the Arabic page and cost every page's header a language
    // resolution.
    it(`names no value in ${file} after one of i18next's options`, () => {
      const options =
        /\{\{\s*(lng|lngs|ns|context|defaultValue|fallbackLng|keyPrefix|returnObjects|ordinal|replace)\s*[,}]/
      for (const lang of ['en', 'ar'])
        expect(JSON.stringify(read(lang)), `${lang}/${file}`).not.toMatch(options)
    })

    // i18next writes a value as it is given unless the text names a format: `{{count}}` put Latin
    // digits into Arabic sentences whose other numbers are Arabic-Indic (formatNumber).
    it(`writes the numbers the code passes raw in ${file} in the shop's digits in Arabic`, () => {
      const raw = /\{\{\s*(count|held|seconds|found|expected|line|hours|days|n)\s*\}\}/g
      expect(JSON.stringify(read('ar')).match(raw) ?? []).toEqual([])
    })

    // A middle dot beside Arabic-Indic digits reads as their zero: «تأكيد الطلب · ٥٧٬٨٤٠» looked
    // like «… ٠ ٥٧٬٨٤٠» on the checkout's button. Arabic separates with its comma or a dash.
    it(`separates no Arabic text in ${file} with a middle dot`, () => {
      expect(JSON.stringify(read('ar'))).not.toContain('·')
    })

    // The texts' own numbers too («رمز من ٦ أرقام», not «6»). Latin stays where the thing is
    // written so: phone numbers (their groups may be joined by no-break spaces), model and product names, a part number, dates as the date field
    // takes them.
    it(`writes its own numbers in ${file} in Arabic-Indic digits in Arabic`, () => {
      const latinAsWritten = new Set(['apiErrors.FILTER_DATE_INVALID', 'search.queryPlaceholder'])
      const values = (o: Record<string, unknown>, prefix = ''): [string, string][] =>
        Object.entries(o).flatMap(([k, v]) =>
          v && typeof v === 'object'
            ? values(v as Record<string, unknown>, `${prefix}${k}.`)
            : [[`${prefix}${k}`, String(v)] as [string, string]],
        )
      const latin = values(read('ar'))
        .filter(([key, text]) => /[\u0600-\u06FF]/.test(text) && !latinAsWritten.has(key))
        .filter(([, text]) =>
          /\d/.test(
            text.replace(
              /\{\{[^}]*\}\}|<[^>]*>|\+\d[\d ]*|0[7X][\dX \u00a0]{8,}|[A-Za-z][\w.-]*|\d+-[A-Za-z][\w-]*/g,
              '',
            ),
          ),
        )
        .map(([key]) => key)
      expect(latin).toEqual([])
    })

    // Arabic counts in six forms; i18next looks a missing one up in English (a count of 0 with no
    // `_zero` showed the English text on an Arabic page).
    it(`has all six Arabic plural forms of every counted text in ${file}`, () => {
      const forms = new Map<string, string[]>()
      for (const key of keys(read('ar'))) {
        const form = /_(zero|one|two|few|many|other)$/.exec(key)?.[1]
        if (form) forms.set(base(key), [...(forms.get(base(key)) ?? []), form])
      }
      const incomplete = [...forms].filter(([, found]) => found.length !== 6).map(([key]) => key)
      expect(incomplete).toEqual([])
    })

    // A key only Arabic has is a text the English dashboard or shop never shows (or a typo).
    it(`has an English text for every Arabic text in ${file}`, () => {
      const english = new Set(keys(read('en')).map(base))
      const extra = keys(read('ar')).filter((key) => !english.has(base(key)))
      expect(extra).toEqual([])
    })
  }
})

describe('separators the code puts between two parts of a line', () => {
  it('are a middle dot in English and the Arabic comma in Arabic', () => {
    expect(`3 orders${separator('en')}IQD 1,000`).toBe('3 orders · IQD 1,000')
    expect(`٣ طلبات${separator('ar')}١٬٠٠٠ د.ع.`).toBe('٣ طلبات، ١٬٠٠٠ د.ع.')
  })
})

describe('names the server sends as codes', () => {
  // The outbox showed "email-verification" where a kind had no label.
  it('labels every kind of e-mail in the outbox, in both languages', () => {
    for (const lang of ['en', 'ar']) {
      const inbox = JSON.parse(
        readFileSync(
          new URL(`../../web/src/locales/${lang}/admin-inbox.json`, import.meta.url),
          'utf8',
        ),
      ) as { outbox: { kinds: Record<string, string> } }
      expect(Object.keys(inbox.outbox.kinds).sort(), lang).toEqual([...EMAIL_KINDS].sort())
    }
  })
})
