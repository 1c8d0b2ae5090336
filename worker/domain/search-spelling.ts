// A search that found nothing, put right: each of its words the catalogue does not hold becomes the
// nearest word it does hold (one letter wrong, missing, extra or two swapped; two for words of
// seven letters or more), a word of the typed length and then the word more products hold winning
// a tie. "helmt" → "helmet", "chian" → "chain", "فرمل" → "فرامل". Words of digits, short words
// and words the catalogue holds are left as they are.
import { normalizeSearch, withoutArticle } from './search-normalize'
import { MAX_SEARCH_WORDS } from './search-query'
import { SYNONYMS } from './search-synonyms'

/** The catalogue's words (as the index holds them) and how many products hold each. */
export type Vocabulary = ReadonlyMap<string, number>

/** Shorter words have too many neighbours for a guess to be right often ("cap", "car", "cat"). */
const SHORTEST_FIXED = 4

/** How far a word of this length may be from the word it is put right to. */
const reach = (length: number) => (length >= 7 ? 2 : 1)

/**
 * The optimal string alignment distance of `a` and `b` (insertions, deletions, substitutions and
 * swaps of two neighbouring letters), or `limit + 1` once it is sure to be over `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  // Three rows of the table: two back (for a swap), the last and the one being filled.
  let twoBack: number[] = []
  let last = Array.from({ length: b.length + 1 }, (_, j) => j)
  const at = (row: number[], j: number) => row[j] ?? limit + 1
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(at(last, j) + 1, at(row, j - 1) + 1, at(last, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, at(twoBack, j - 2) + 1)
      row.push(d)
    }
    if (Math.min(...row) > limit) return limit + 1
    twoBack = last
    last = row
  }
  return at(last, b.length)
}

/** A word's English singular or plural (plain Latin words of 4+ letters, as the search reads). */
const otherForm = (word: string) =>
  /^[a-z]{4,}$/.test(word) ? (word.endsWith('s') ? word.slice(0, -1) : `${word}s`) : null

/** A word the search finds as it is: in the catalogue (or its English singular or plural), a
 * synonym the search spells out, or, as the last word, the start of a catalogue word (the search
 * reads it as a prefix: "hel" finds helmets). */
function known(word: string, words: Vocabulary, last: boolean): boolean {
  if (words.has(word) || SYNONYMS.has(word)) return true
  const other = otherForm(word)
  if (other && words.has(other)) return true
  return last && [...words.keys()].some((w) => w.startsWith(word))
}

/** Whether rank `a` comes before `b`, comparing their numbers in order. */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (const [i, n] of a.entries()) {
    const m = b[i] ?? n
    if (n !== m) return n < m
  }
  return false
}

/** The catalogue's word nearest to `word` within reach, or null. */
function nearest(word: string, words: Vocabulary): string | null {
  const limit = reach(word.length)
  let best: { word: string; rank: readonly number[] } | null = null
  for (const [candidate, products] of words) {
    const distance = editDistance(word, candidate, limit)
    if (distance > limit) continue
    // Nearest first; then a word of the typed length (two letters swapped or one wrong are
    // likelier than one missing: "chian" is chain, not chin); then the more common.
    const rank = [distance, Math.abs(candidate.length - word.length), -products]
    if (!best || before(rank, best.rank)) best = { word: candidate, rank }
  }
  return best?.word ?? null
}

/** A word (as the search reads it) that may be put right: long enough, no digits. */
const fixableWord = (bare: string) => bare.length >= SHORTEST_FIXED && !/\d/.test(bare)

/** The search's words that could be put right, each as the search reads it (without the article)
 * and whether it is the last (read as a prefix). */
function fixable(search: string) {
  const typed = searchWords(search)
  return typed
    .map((word, i) => ({ word, bare: withoutArticle(word), last: i === typed.length - 1 }))
    .filter(({ bare }) => fixableWord(bare))
}

/** What to look up in the catalogue to tell which of the search's words it holds: the words and
 * their English other forms, and the last word as a prefix. */
export function wordsToCheck(search: string): { exact: string[]; prefix: string | null } {
  const words = fixable(search)
  const exact = words.flatMap(({ bare }) => [bare, otherForm(bare) ?? []].flat())
  return { exact, prefix: words.find((w) => w.last)?.bare ?? null }
}

/** The search's fixable words the catalogue does not hold (`words`: what `wordsToCheck` found). */
export function unknownWords(search: string, words: Vocabulary): string[] {
  return fixable(search)
    .filter(({ bare, last }) => !known(bare, words, last))
    .map(({ bare }) => bare)
}

const searchWords = (search: string) =>
  normalizeSearch(search).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS)

/** The search with its unknown words put right, or null when none could be. `words`: the
 * catalogue's words, at least those `wordsToCheck` names and those that begin as the unknown words
 * do. */
export function spellingFix(search: string, words: Vocabulary): string | null {
  const typed = searchWords(search)
  const fixed = typed.map((word, i) => {
    const bare = withoutArticle(word)
    if (!fixableWord(bare) || known(bare, words, i === typed.length - 1)) return word
    return nearest(bare, words) ?? word
  })
  return fixed.some((word, i) => word !== typed[i]) ? fixed.join(' ') : null
}
