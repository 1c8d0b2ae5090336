import { describe, expect, it } from 'vitest'
import { languageFromHeader } from '../../../worker/domain/language'

describe('languageFromHeader', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-IQ,en;q=0.5', 'ar'],
    ['AR', 'ar'],
    ['en', 'en'],
    ['en-US,ar;q=0.9', 'en'],
    ['fr', 'en'],
    ['arn', 'en'],
    [undefined, 'en'],
    ['', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language)
  })
})
