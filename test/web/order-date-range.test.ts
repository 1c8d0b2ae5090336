import { describe, expect, it } from 'vitest'
import { withDay } from '../../web/src/features/admin-orders/date-range'

describe("the orders filter's two days", () => {
  it('moves the "to" day with a "from" day chosen after it, and the other way round', () => {
    const range = { dateFrom: '2026-07-01', dateTo: '2026-07-05' }
    expect(withDay(range, 'dateFrom', '2026-07-09')).toEqual({
      dateFrom: '2026-07-09',
      dateTo: '2026-07-09',
    })
    expect(withDay(range, 'dateTo', '2026-06-20')).toEqual({
      dateFrom: '2026-06-20',
      dateTo: '2026-06-20',
    })
  })

  it('leaves a range in order, one day alone, and a cleared day cleared', () => {
    const range = { status: 'pending' as const, dateFrom: '2026-07-01', dateTo: '2026-07-05' }
    expect(withDay(range, 'dateFrom', '2026-07-05')).toEqual({ ...range, dateFrom: '2026-07-05' })
    expect(withDay(range, 'dateTo', '')).toEqual({ ...range, dateTo: '' })
    expect(withDay({}, 'dateTo', '2026-01-01')).toEqual({ dateTo: '2026-01-01' })
  })
})
