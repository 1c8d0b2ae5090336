// A search that found nothing, put right against the catalogue's words: the nearest word within
// one letter (two from seven letters), the more common on a tie, and never a word that is right.
import { describe, expect, it } from 'vitest'
import {
  editDistance,
  spellingFix,
  unknownWords,
  wordsToCheck,
} from '../../../worker/domain/search-spelling'

const WORDS = new Map([
  ['helmet', 40],
  ['helmets', 12],
  ['chain', 30],
  ['chair', 2],
  ['chin', 90],
  ['brake', 50],
  ['sprocket', 8],
  ['فرامل', 25],
  ['خوذه', 20],
])

describe('editDistance', () => {
  it('counts a letter wrong, missing or extra, and two swapped, as one', () => {
    expect(editDistance('helmt', 'helmet', 2)).toBe(1)
    expect(editDistance('helmmet', 'helmet', 2)).toBe(1)
    expect(editDistance('hemlet', 'helmet', 2)).toBe(1)
    expect(editDistance('helmat', 'helmet', 2)).toBe(1)
    expect(editDistance('helmet', 'helmet', 2)).toBe(0)
  })

  it('stops at its limit', () => {
    expect(editDistance('sprokcte', 'sprocket', 1)).toBe(2)
    expect(editDistance('abc', 'abcdef', 2)).toBe(3)
  })
})

describe('spellingFix', () => {
  it('puts each unknown word right, keeping the ones it knows', () => {
    expect(spellingFix('helmt', WORDS)).toBe('helmet')
    expect(spellingFix('Brake CHIAN', WORDS)).toBe('brake chain')
    expect(spellingFix('sprokcte', WORDS)).toBe('sprocket')
    expect(spellingFix('فرمل', WORDS)).toBe('فرامل')
    // «خوزه» for «خوذه» («خوده», as common, is a synonym of the helmet's words: search-synonyms.ts).
    expect(spellingFix('الخوزه', WORDS)).toBe('خوذه')
  })

  it('prefers a word of the typed length, then the word more products hold, when two are as near', () => {
    // "chian" is one swap from chain and one letter from chin (which more products hold).
    expect(spellingFix('chian', WORDS)).toBe('chain')
    // "chaix" is one letter from both chain (30 products) and chair (2).
    expect(spellingFix('chaix', WORDS)).toBe('chain')
  })

  it('leaves short words, numbers, known words, plurals and a last word being typed alone', () => {
    expect(spellingFix('cha', WORDS)).toBeNull()
    expect(spellingFix('brake 1200', WORDS)).toBeNull()
    expect(spellingFix('brakes helmet', WORDS)).toBeNull()
    expect(spellingFix('brake spro', WORDS)).toBeNull()
    expect(spellingFix('zqxwvu', WORDS)).toBeNull()
  })

  it('names what to look up, and which words the catalogue does not hold', () => {
    expect(wordsToCheck('brakes 1200 cha الخوزه')).toEqual({
      exact: ['brakes', 'brake', 'خوزه'],
      prefix: 'خوزه',
    })
    expect(unknownWords('brakes 1200 الخوزه', WORDS)).toEqual(['خوزه'])
    expect(unknownWords('brake helmets', WORDS)).toEqual([])
  })
})
