// Which searches that found nothing are counted for the morning briefing, and as what.
import { describe, expect, it } from 'vitest'
import { MAX_MISS_LENGTH, missedSearchKey } from '../../../worker/domain/search-misses'

describe('missedSearchKey', () => {
  it('counts spellings of one search together, as the search index reads them', () => {
    expect(missedSearchKey('  Fork   SEAL ')).toBe('fork seal')
    expect(missedSearchKey('خُوذَة')).toBe('خوذه')
    expect(missedSearchKey('فلتر ٣')).toBe('فلتر 3')
  })

  it('counts no empty search, none without a word, and none longer than a part’s name', () => {
    expect(missedSearchKey(undefined)).toBeNull()
    expect(missedSearchKey('   ')).toBeNull()
    expect(missedSearchKey('?!-')).toBeNull()
    expect(missedSearchKey('a'.repeat(MAX_MISS_LENGTH))).toHaveLength(MAX_MISS_LENGTH)
    expect(missedSearchKey('a'.repeat(MAX_MISS_LENGTH + 1))).toBeNull()
  })
})
