// Whether the store is open now, judged on the Baghdad wall clock against the weekly hours.
import { SHOP_TIME_ZONE, zonedParts } from './baghdad-time'
import { WEEK_DAYS, type WeekDay } from './week-days'

/** 'HH:MM' in the shop's time zone; null when closed all day. */
export type DayHours = { open: string; close: string } | null
export type WeeklyHours = Record<WeekDay, DayHours>

export type StoreStatus =
  | { open: true; today: WeekDay; closesAt: string }
  | { open: false; today: WeekDay; next: { day: WeekDay; opensAt: string } | null }

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** The day `index` days after Sunday, round the week. */
const weekDayAt = (index: number): WeekDay => WEEK_DAYS[index % 7] ?? WEEK_DAYS[0]

/** Open from the opening minute up to, not including, the closing minute. */
export function storeStatus(hours: WeeklyHours, now: Date, timeZone = SHOP_TIME_ZONE): StoreStatus {
  const clock = zonedParts(now, timeZone)
  const today = weekDayAt(clock.weekday)
  const minute = clock.hour * 60 + clock.minute
  const todays = hours[today]
  if (todays && minute >= minutesOf(todays.open) && minute < minutesOf(todays.close))
    return { open: true, today, closesAt: todays.close }
  if (todays && minute < minutesOf(todays.open))
    return { open: false, today, next: { day: today, opensAt: todays.open } }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = weekDayAt(clock.weekday + ahead)
    const dayHours = hours[day]
    if (dayHours) return { open: false, today, next: { day, opensAt: dayHours.open } }
  }
  return { open: false, today, next: null }
}

export interface HoursRange {
  from: WeekDay
  to: WeekDay
  hours: DayHours
}

/** Runs of consecutive days (Sunday first) with the same hours: "Sunday - Thursday 09:00-18:00". */
export function hourRanges(hours: WeeklyHours): HoursRange[] {
  const ranges: HoursRange[] = []
  for (const day of WEEK_DAYS) {
    const last = ranges.at(-1)
    const same = last && JSON.stringify(last.hours) === JSON.stringify(hours[day])
    if (same) last.to = day
    else ranges.push({ from: day, to: day, hours: hours[day] })
  }
  return ranges
}
