// The tracking page's steps, read from an order's events.
import { describe, expect, it } from 'vitest'
import { type TimelineEvent, trackingSteps } from '../../../worker/domain/order-events'

const PLACED_AT = '2026-05-01T10:00:00.000Z'
const at = (hour: number) => `2026-05-01T${String(hour).padStart(2, '0')}:00:00.000Z`
const placed: TimelineEvent = { kind: 'placed', status: 'pending', at: PLACED_AT }
const status = (s: TimelineEvent['status'], hour: number): TimelineEvent => ({
  kind: 'status',
  status: s,
  at: at(hour),
})

describe('trackingSteps', () => {
  it('shows a waiting order placed, and the rest to come', () => {
    expect(trackingSteps('pending', PLACED_AT, [placed])).toEqual([
      { id: 'placed', at: PLACED_AT, done: true },
      { id: 'confirmed', at: null, done: false },
      { id: 'shipped', at: null, done: false },
      { id: 'delivered', at: null, done: false },
    ])
  })

  it('times each step by its event, and counts a skipped step as done', () => {
    const steps = trackingSteps('shipped', PLACED_AT, [placed, status('shipped', 14)])
    expect(steps.map((s) => [s.id, s.done, s.at])).toEqual([
      ['placed', true, PLACED_AT],
      ['confirmed', true, null],
      ['shipped', true, at(14)],
      ['delivered', false, null],
    ])
  })

  it('ends a cancelled order at its cancellation, after the steps it reached', () => {
    const steps = trackingSteps('cancelled', PLACED_AT, [
      placed,
      { kind: 'no-answer', status: 'pending', at: at(11) },
      status('confirmed', 12),
      status('cancelled', 15),
    ])
    expect(steps).toEqual([
      { id: 'placed', at: PLACED_AT, done: true },
      { id: 'confirmed', at: at(12), done: true },
      { id: 'cancelled', at: at(15), done: true },
    ])
  })
})
