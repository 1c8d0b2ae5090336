// A shopper's search as an FTS5 query over the normalised product text: every word must match,
// each word also as its synonyms and its English singular or plural, and the last word as a
// prefix, so "hel" finds helmets while the shopper is still typing.
import { normalizeSearch, withoutArticle } from './search-normalize'
import { LONGEST_SYNONYM, PREFIX_SPELLINGS, SYNONYMS } from './search-synonyms'

/** Words beyond this add nothing a shopper means and only cost time. */
export const MAX_SEARCH_WORDS = 10

/** A word still being typed is a prefix from this many letters: one letter would match most of
 * the catalogue, the most expensive read there is. */
export const MIN_PREFIX_LETTERS = 2

/** A word FTS5 would find nothing in (punctuation only) is no word. */
const HAS_TOKEN = /[\p{L}\p{N}]/u

/** FTS5 string: double quotes doubled, so no shopper's text is read as query syntax. */
const quoted = (phrase: string) => `"${phrase.replaceAll('"', '""')}"`

/** "brakes" and "brake" are the same search; only plain Latin words of 4+ letters. */
function englishForms(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word)) return [word]
  return word.endsWith('s') ? [word, word.slice(0, -1)] : [word, `${word}s`]
}

function synonymsOf(phrase: string): readonly string[] | undefined {
  return englishForms(phrase)
    .map((form) => SYNONYMS.get(form))
    .find(Boolean)
}

/**
 * The MATCH expression for `search`, or null when it holds no word to look for. Every shopper's
 * word is a quoted FTS5 string, so none of its characters is read as syntax.
 */
export function searchMatch(search: string): string | null {
  const words = normalizeSearch(search)
    .split(' ')
    .filter((w) => HAS_TOKEN.test(w))
    .slice(0, MAX_SEARCH_WORDS)
    .map(withoutArticle)
  const terms: string[] = []
  for (let i = 0; i < words.length;) {
    // The longest run of words from here that is a synonym entry ("كي تي ام"), else one word.
    let length = Math.min(LONGEST_SYNONYM, words.length - i)
    while (length > 1 && !SYNONYMS.has(words.slice(i, i + length).join(' '))) length--
    const phrase = words.slice(i, i + length).join(' ')
    i += length
    const last = i === words.length
    const spellings = new Set(
      [...(synonymsOf(phrase) ?? []), phrase].flatMap((s) =>
        s.includes(' ') ? [s] : englishForms(s),
      ),
    )
    const forms = [...spellings].map((text) => ({
      text,
      // A prefix for a single word still being typed, or a model family ("cbr" in "cbr600rr");
      // a phrase is matched whole.
      prefix:
        (last && !text.includes(' ') && text.length >= MIN_PREFIX_LETTERS) ||
        PREFIX_SPELLINGS.has(text),
    }))
    // A prefix already finds every spelling it begins ("brake"* finds brakes): each alternative
    // left in costs the ranking time on every match.
    const alternatives = forms
      .filter(
        ({ text }) => !forms.some((o) => o.prefix && o.text !== text && text.startsWith(o.text)),
      )
      .map(({ text, prefix }) => (prefix ? `${quoted(text)}*` : quoted(text)))
    terms.push(alternatives.length === 1 ? alternatives.join('') : `(${alternatives.join(' OR ')})`)
  }
  return terms.length ? terms.join(' AND ') : null
}
