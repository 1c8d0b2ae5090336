import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../worker/domain/default-settings'
import { hourRanges, storeStatus } from '../../worker/domain/store-hours'
import { clockTime } from '../../web/src/lib/format'

const hours = DEFAULT_SETTINGS.storeInfo.hours
/** A Baghdad wall-clock time (UTC+3 all year) in January 2026, whatever this machine's zone. */
const baghdad = (day: number, hhmm: string) =>
  new Date(`2026-01-${String(day).padStart(2, '0')}T${hhmm}:00+03:00`)
const SUNDAY = 4
const THURSDAY = 8
const FRIDAY = 9
const SATURDAY = 10

describe('store open now, in Baghdad time', () => {
  it.each([
    ['08:59', false],
    ['09:00', true],
    ['13:30', true],
    ['17:59', true],
    ['18:00', false],
    ['23:30', false],
  ])('on a Sunday at %s the store is open: %s', (time, open) => {
    expect(storeStatus(hours, baghdad(SUNDAY, time)).open).toBe(open)
  })

  it('is closed all Friday and next opens on Saturday at 10:00', () => {
    for (const time of ['00:00', '09:00', '12:00', '17:59']) {
      expect(storeStatus(hours, baghdad(FRIDAY, time))).toEqual({
        open: false,
        today: 'friday',
        next: { day: 'saturday', opensAt: '10:00' },
      })
    }
  })

  it.each([
    ['09:59', false],
    ['10:00', true],
    ['15:59', true],
    ['16:00', false],
  ])('on a Saturday at %s the store is open: %s (10:00-16:00)', (time, open) => {
    expect(storeStatus(hours, baghdad(SATURDAY, time)).open).toBe(open)
  })

  it('says when an open store closes', () => {
    expect(storeStatus(hours, baghdad(SATURDAY, '12:00'))).toEqual({
      open: true,
      today: 'saturday',
      closesAt: '16:00',
    })
  })

  it('points to the same morning before opening and to the next open day after closing', () => {
    expect(storeStatus(hours, baghdad(SUNDAY, '07:00'))).toMatchObject({
      next: { day: 'sunday', opensAt: '09:00' },
    })
    expect(storeStatus(hours, baghdad(THURSDAY, '19:00'))).toMatchObject({
      next: { day: 'saturday', opensAt: '10:00' },
    })
  })

  it('uses the Baghdad clock, not UTC: 06:30 UTC on Sunday is 09:30 in Baghdad', () => {
    expect(storeStatus(hours, new Date('2026-01-04T06:30:00Z')).open).toBe(true)
    expect(storeStatus(hours, new Date('2026-01-04T05:59:00Z')).open).toBe(false)
  })

  it('crosses midnight into the next Baghdad day: Thursday 21:30 UTC is Friday 00:30, closed', () => {
    expect(storeStatus(hours, new Date('2026-01-08T21:30:00Z')).today).toBe('friday')
  })

  it('has no next opening when every day is closed', () => {
    const closed = Object.fromEntries(
      Object.keys(hours).map((d) => [d, null]),
    ) as unknown as typeof hours
    expect(storeStatus(closed, baghdad(SUNDAY, '12:00'))).toEqual({
      open: false,
      today: 'sunday',
      next: null,
    })
  })
})

describe('business hours as ranges of days', () => {
  it('groups Sunday to Thursday, then Friday closed, then Saturday', () => {
    expect(hourRanges(hours)).toEqual([
      { from: 'sunday', to: 'thursday', hours: { open: '09:00', close: '18:00' } },
      { from: 'friday', to: 'friday', hours: null },
      { from: 'saturday', to: 'saturday', hours: { open: '10:00', close: '16:00' } },
    ])
  })
})

describe('opening hours as the footer writes them', () => {
  it.each(['en', 'ar'])('writes each hour as a 24-hour clock does in %s', (language) => {
    const clock = new Intl.DateTimeFormat(language === 'ar' ? 'ar-IQ' : 'en-IQ', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    })
    for (const hhmm of ['00:00', '09:05', '10:30', '18:00', '23:59']) {
      const date = Date.UTC(2026, 0, 4, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)))
      expect(clockTime(hhmm, language)).toBe(clock.format(date))
    }
    expect(clockTime('18:00', 'ar')).toBe('١٨:٠٠')
  })
})
