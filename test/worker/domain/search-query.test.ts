// The shopper's words as an FTS5 query: each word with its synonyms and English forms, every word
// required, the last one as a prefix, nothing read as syntax, and no spelling a prefix already finds.
import { describe, expect, it } from 'vitest'
import { searchMatch } from '../../../worker/domain/search-query'

describe('searchMatch', () => {
  it('requires every word and takes the last one as a prefix', () => {
    expect(searchMatch('honda lever')).toBe('("honda" OR "hondas" OR "هوندا") AND "lever"*')
    // A last word with synonyms: each of them as a prefix.
    expect(searchMatch('honda pads')).toBe(
      '("honda" OR "hondas" OR "هوندا") AND ("pad"* OR "فحمات"* OR "فحمه"*)',
    )
    expect(searchMatch('hel')).toBe('"hel"*')
  })

  it('makes a word a prefix only from two letters: one letter would match most of the catalogue', () => {
    expect(searchMatch('a')).toBe('"a"')
    expect(searchMatch('ab')).toBe('"ab"*')
    expect(searchMatch('خ')).toBe('"خ"')
    expect(searchMatch('honda p')).toBe('("honda" OR "hondas" OR "هوندا") AND "p"')
  })

  it('leaves out the spellings a prefix already finds ("brake"* finds brakes)', () => {
    expect(searchMatch('brake')).toBe('("brake"* OR "بريك"* OR "فرامل"*)')
    expect(searchMatch('brakes')).toBe('("brake"* OR "بريك"* OR "فرامل"*)')
    // Not the last word: no prefix, so both forms stay.
    const notLast = searchMatch('brakes honda')
    expect(notLast).toContain('"brake" OR "brakes" OR')
    expect(notLast).toMatch(/AND \("honda"\* OR "هوندا"\*\)$/)
  })

  it('reads no character as query syntax and finds nothing in punctuation', () => {
    // A typed quote is a doubled quote inside an FTS5 string; OR is a word, not an operator.
    expect(searchMatch('"cbr" OR')).toBe('"""cbr""" AND "or"*')
    expect(searchMatch('!!! ???')).toBeNull()
  })
})
