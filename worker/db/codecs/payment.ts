// An online payment with its events, and its backup entry: every column, the amount in dinars as
// the order's totals are written; an event's order is its payment's.
import { toDinars, toFils } from '../../domain/money'
import type { BackupPayment } from '../../schemas/backup'
import type { paymentEvents, payments } from '../schema'
import type { Written } from './written'

export type PaymentRow = typeof payments.$inferSelect
export type PaymentEventRow = typeof paymentEvents.$inferSelect

export const paymentCodec = {
  toEntry: (row: PaymentRow, events: PaymentEventRow[]): Written<BackupPayment> => ({
    ...row,
    amount: toDinars(row.amount),
    events: events.map((e) => ({ eventId: e.id, kind: e.kind, detail: e.detail, at: e.createdAt })),
  }),
  toRows: ({
    events,
    amount,
    ...entry
  }: BackupPayment): { payment: PaymentRow; events: PaymentEventRow[] } => ({
    payment: { ...entry, amount: toFils(amount) },
    events: events.map((e) => ({
      id: e.eventId,
      paymentId: entry.id,
      orderId: entry.orderId,
      kind: e.kind,
      detail: e.detail,
      createdAt: e.at,
    })),
  }),
}
