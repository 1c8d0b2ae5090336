// Text helpers for product copy: truncation lengths of the spec and the language-aware field pick.
// Card descriptions arrive cut by the catalogue (@domain/card-text).
export const DETAIL_DESCRIPTION_LENGTH = 200
export const CARD_COMPATIBILITY_LENGTH = 25

export { localized } from '@domain/localized'

/** Arabic list entries fall back one by one to the English entry at the same place. */
export function localizedList(
  language: string,
  english: readonly string[],
  arabic: readonly string[],
): string[] {
  if (language !== 'ar') return [...english]
  return english.map((entry, i) => (arabic[i]?.trim() ? arabic[i] : entry))
}

/** Compatibility texts name makes and models, which stay in Latin letters in Arabic too; only the
 * leading word "Universal" is a word to translate. */
export function localizedCompatibility(text: string, universal: string): string {
  return text.replace(/^universal\b/i, universal)
}
