import { describe, expect, it } from 'vitest'
import { paths } from '../../web/src/config/paths'
import { filterFromLink } from '../../web/src/features/admin-orders/filter-from-link'

const search = (path: string) => path.slice(path.indexOf('?'))

describe('the Orders tab opened from a link', () => {
  it("shows the status and the day the Today card's row counts", () => {
    expect(filterFromLink(search(paths.adminOrdersWhere({ status: 'pending' })))).toEqual({
      status: 'pending',
    })
    expect(filterFromLink(search(paths.adminOrdersWhere({ day: '2026-11-29' })))).toEqual({
      dateFrom: '2026-11-29',
      dateTo: '2026-11-29',
    })
  })

  it('shows one order, and ignores what it does not know', () => {
    expect(filterFromLink(search(paths.adminOrder('ORD1A')))).toEqual({ customer: 'ORD1A' })
    expect(filterFromLink('?status=processing&day=29%20November')).toEqual({})
    expect(filterFromLink('')).toEqual({})
  })
})
