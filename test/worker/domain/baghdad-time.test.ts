// The shop's clock is Baghdad's (UTC+3, no daylight saving), whatever the server's.
import { describe, expect, it } from 'vitest'
import { SHOP_TIME_ZONE, startOfShopDay, zonedParts } from '../../../worker/domain/baghdad-time'

describe('zonedParts', () => {
  it('reads the wall clock in Baghdad', () => {
    expect(SHOP_TIME_ZONE).toBe('Asia/Baghdad')
    expect(zonedParts(new Date('2026-03-10T22:30:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 11,
      hour: 1,
      minute: 30,
      weekday: 3, // Wednesday
    })
  })

  it('shows midnight as hour 0, not 24', () => {
    expect(zonedParts(new Date('2026-07-01T21:00:00Z')).hour).toBe(0)
  })
})

describe('startOfShopDay', () => {
  it('starts the Baghdad day at 21:00 UTC the evening before', () => {
    expect(startOfShopDay(new Date('2026-03-11T09:15:00Z')).toISOString()).toBe(
      '2026-03-10T21:00:00.000Z',
    )
  })

  it('already counts a late UTC evening as the next Baghdad day', () => {
    expect(startOfShopDay(new Date('2026-03-10T22:30:45.123Z')).toISOString()).toBe(
      '2026-03-10T21:00:00.000Z',
    )
    expect(startOfShopDay(new Date('2026-12-31T23:59:59.999Z')).toISOString()).toBe(
      '2026-12-31T21:00:00.000Z',
    )
  })

  it('keeps a late Baghdad evening in the same day', () => {
    expect(startOfShopDay(new Date('2026-03-10T20:59:59.999Z')).toISOString()).toBe(
      '2026-03-09T21:00:00.000Z',
    )
  })

  it('returns the start itself at exactly midnight in Baghdad', () => {
    expect(startOfShopDay(new Date('2026-06-15T21:00:00.000Z')).toISOString()).toBe(
      '2026-06-15T21:00:00.000Z',
    )
  })

  it('works in another time zone with daylight saving', () => {
    // 2026-07-01 10:00 in New York (EDT, UTC-4) began at 04:00 UTC.
    expect(startOfShopDay(new Date('2026-07-01T14:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    )
  })
})
