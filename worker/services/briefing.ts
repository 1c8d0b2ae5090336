// The owner's morning briefing: its figures at a moment (read in one D1 batch), and the outbox rows
// that send it to each admin chat once a Baghdad day.
import { shopDate, startOfShopDay } from '../domain/baghdad-time'
import { type Briefing, daysCovered } from '../domain/briefing'
import {
  AWAITING_CALL_STATUSES,
  AWAITING_PAYMENT_STATUSES,
  REFUSAL_STATUSES,
  type OrderStatus,
} from '../domain/order-status'
import { dinars, sumDinars } from '../domain/money'
import { LOW_STOCK } from '../domain/stock-label'
import type { Db } from '../db/client'
import { briefingDeliveries, readBriefingFigures, SALES_DAYS } from '../db/queries/briefing'

const DAY_MS = 24 * 60 * 60 * 1000

export async function readBriefing(db: Db, now: Date): Promise<Briefing> {
  const to = startOfShopDay(now)
  // Baghdad keeps no summer time: a day is always 24 hours.
  const from = new Date(to.getTime() - DAY_MS)
  const day = shopDate(from)
  const rows = await readBriefingFigures(db, {
    from,
    to,
    salesFrom: new Date(to.getTime() - SALES_DAYS * DAY_MS),
    day,
  })
  const takings = (cod: boolean) => {
    const row = rows.yesterday.find((r) => Boolean(r.cod) === cod)
    return { orders: row?.orders ?? 0, total: row?.total ?? dinars(0) }
  }
  const cod = takings(true)
  const online = takings(false)
  const of = (statuses: readonly OrderStatus[]) => {
    const hits = rows.waiting.filter((r) => statuses.includes(r.status))
    const orders = hits.reduce((n, r) => n + r.orders, 0)
    return orders === 0
      ? null
      : {
          orders,
          total: sumDinars(hits.map((r) => r.total)),
          smsSent: hits.reduce((n, r) => n + r.smsSent, 0),
        }
  }
  const call = of(AWAITING_CALL_STATUSES)
  const payment = of(AWAITING_PAYMENT_STATUSES)
  const stillRefused = of(REFUSAL_STATUSES)?.orders ?? 0
  const movedInto = (status: OrderStatus) =>
    rows.moved.find((r) => r.status === status)?.orders ?? 0
  const parcels = { refused: movedInto('refused'), returned: movedInto('returned'), stillRefused }
  return {
    day,
    yesterday: cod.orders + online.orders > 0 ? { cod, online } : null,
    awaitingCall: call && { orders: call.orders, total: call.total },
    awaitingCustomer: call?.smsSent ? call.smsSent : null,
    awaitingPayment: payment && { orders: payment.orders, total: payment.total },
    refundsByHand: rows.refundsByHand,
    cashOwed: rows.cash,
    parcels: parcels.refused + parcels.returned + parcels.stillRefused > 0 ? parcels : null,
    lowStock:
      rows.lowStockTotal > 0
        ? {
            level: LOW_STOCK,
            total: rows.lowStockTotal,
            listed: rows.lowStock.map(({ sold, ...p }) => ({
              ...p,
              daysCovered: daysCovered(p.stock, sold, SALES_DAYS),
            })),
          }
        : null,
    failedMessages: rows.failedMessages || null,
    searchMisses: rows.searchMisses,
  }
}

/** Queues the day's briefing for each admin chat, once per chat and Baghdad day. */
export async function queueBriefings(db: Db, chatIds: readonly number[], now: Date) {
  const statements = briefingDeliveries(db, chatIds, shopDate(now), now)
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
}
