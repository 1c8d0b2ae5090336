import { describe, expect, it } from 'vitest'
import { toCsv } from '../../../worker/domain/csv'

describe('toCsv', () => {
  it('writes a header and quotes cells with commas, quotes or line breaks', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(toCsv(['email'], [['=HYPERLINK("x")'], ['@sum'], ['-1']])).toBe(
      'email\r\n"\'=HYPERLINK(""x"")"\r\n\'@sum\r\n\'-1\r\n',
    )
  })
})
