import { describe, expect, it } from 'vitest'
import { filterOrders, shopDateStart } from '../../../worker/domain/order-filter'

const order = (
  id: string,
  createdAt: string,
  status = 'pending',
  firstName = 'Ali',
  lastName = 'Hassan',
  email = 'ali@example.iq',
) => ({
  id,
  status,
  createdAt,
  shippingInfo: { firstName, lastName, email },
})

const orders = [
  order('a', '2026-07-01T09:00:00Z', 'pending'),
  order('b', '2026-07-02T20:59:59Z', 'shipped', 'Zainab', 'Kareem', 'zainab@example.iq'), // 23:59:59 2 July Baghdad
  order('c', '2026-07-02T21:00:00Z', 'delivered', 'Omar', 'Salim', 'OMAR@Example.iq'), // 00:00 3 July Baghdad
  order('d', '2026-06-30T21:00:00Z', 'pending'), // 00:00 1 July Baghdad
]

describe('shopDateStart', () => {
  it('is midnight in Baghdad, three hours before UTC midnight', () => {
    expect(new Date(shopDateStart('2026-07-01')).toISOString()).toBe('2026-06-30T21:00:00.000Z')
  })
})

describe('filterOrders', () => {
  it('sorts newest first without filters', () => {
    expect(filterOrders(orders, {}).map((o) => o.id)).toEqual(['c', 'b', 'a', 'd'])
  })

  it('filters by status, with all meaning every status', () => {
    expect(filterOrders(orders, { status: 'pending' }).map((o) => o.id)).toEqual(['a', 'd'])
    expect(filterOrders(orders, { status: 'all' })).toHaveLength(4)
  })

  it('includes the whole of dateFrom and dateTo in Baghdad time', () => {
    expect(
      filterOrders(orders, { dateFrom: '2026-07-01', dateTo: '2026-07-02' }).map((o) => o.id),
    ).toEqual(['b', 'a', 'd'])
    expect(filterOrders(orders, { dateFrom: '2026-07-03' }).map((o) => o.id)).toEqual(['c'])
  })

  it('matches customer text case-insensitively against first name, last name and email', () => {
    expect(filterOrders(orders, { customer: 'kareem' }).map((o) => o.id)).toEqual(['b'])
    expect(filterOrders(orders, { customer: ' omar@EXAMPLE ' }).map((o) => o.id)).toEqual(['c'])
    expect(
      filterOrders(orders, { customer: 'ali', status: 'pending', dateTo: '2026-06-30' }),
    ).toEqual([])
  })
})
