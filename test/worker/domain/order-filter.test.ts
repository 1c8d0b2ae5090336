import { describe, expect, it } from 'vitest'
import { orderDateRange, shopDateStart } from '../../../worker/domain/order-filter'

describe('shopDateStart', () => {
  it('is midnight in Baghdad, three hours before UTC midnight', () => {
    expect(new Date(shopDateStart('2026-07-01')).toISOString()).toBe('2026-06-30T21:00:00.000Z')
  })
})

describe('orderDateRange', () => {
  it('runs from the start of dateFrom to the start of the day after dateTo, in Baghdad', () => {
    expect(orderDateRange({ dateFrom: '2026-07-01', dateTo: '2026-07-02' })).toEqual({
      from: '2026-06-30T21:00:00.000Z',
      until: '2026-07-02T21:00:00.000Z',
    })
  })

  it('crosses month and year ends', () => {
    expect(orderDateRange({ dateTo: '2026-12-31' })).toEqual({ until: '2026-12-31T21:00:00.000Z' })
  })

  it('leaves out a side that is not given', () => {
    expect(orderDateRange({})).toEqual({})
    expect(orderDateRange({ dateFrom: '2026-07-03' })).toEqual({ from: '2026-07-02T21:00:00.000Z' })
  })
})
