// One normal form for search text, used when indexing products and when reading a query, so
// that "خوذة" finds "خُوذَه", "أ/إ/آ" find "ا", "٣" finds "3" and "BMW" finds "bmw".
import { toLatinDigits } from './digits'

/** The letters a Kurdish or Persian keyboard types for Arabic's own (in Erbil, Sulaymaniyah and
 * Duhok the phone's Arabic-script keyboard is often Kurdish): keheh, Farsi yeh, ae and
 * heh doachashmee look like kaf, yaa and haa but are other characters, so «خوذە» and «کلتش»
 * found nothing. Migration 0036 rewrote the stored index the same way. */
const KEYBOARD_LETTERS: Readonly<Record<string, string>> = {
  '\u06a9': '\u0643', // ک -> ك
  '\u06cc': '\u064a', // ی -> ي
  '\u06d5': '\u0647', // ە -> ه
  '\u06be': '\u0647', // ھ -> ه
}
const KEYBOARD_LETTER = new RegExp(`[${Object.keys(KEYBOARD_LETTERS).join('')}]`, 'g')

export function normalizeSearch(text: string): string {
  return (
    toLatinDigits(text)
      // NFKD splits hamza/madda forms (أ إ آ ؤ ئ) and Latin accents into base + combining mark.
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '') // harakat, hamza/madda marks, Latin accents
      .replace(/\u0640/g, '') // tatweel
      .replace(KEYBOARD_LETTER, (letter) => KEYBOARD_LETTERS[letter] ?? letter)
      .replace(/\u0671/g, '\u0627') // alef wasla -> alef
      .replace(/\u0629/g, '\u0647') // taa marbuta -> haa
      .replace(/\u0649/g, '\u064a') // alef maqsura -> yaa
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** The article and the letters that join it ("ال", "وال", "بال", "فال", "كال", "لل"), read off a
 * word of at least three more letters, so that "خوذه" finds "الخوذه" and the reverse. */
const ARTICLE = /^(?:[\u0648\u0628\u0641\u0643]?\u0627\u0644|\u0644\u0644)(?=[\u0621-\u064a]{3,}$)/u

export const withoutArticle = (word: string): string => word.replace(ARTICLE, '')

/** Normalised text as the search index holds it: each word with an article also without it. */
export function indexedForm(normalized: string): string {
  const words = normalized.split(' ')
  const bare = words.map(withoutArticle).filter((w, i) => w !== words[i])
  return [normalized, ...bare].join(' ')
}
