// An online payment with its events, and its backup entry: every column; an event's order is its
// payment's.
import type { BackupPayment } from '../../schemas/backup'
import type { paymentEvents, payments } from '../schema'
import type { Written } from './written'

export type PaymentRow = typeof payments.$inferSelect
export type PaymentEventRow = typeof paymentEvents.$inferSelect

export const paymentCodec = {
  toEntry: (row: PaymentRow, events: PaymentEventRow[]): Written<BackupPayment> => ({
    ...row,
    events: events.map((e) => ({ eventId: e.id, kind: e.kind, detail: e.detail, at: e.createdAt })),
  }),
  toRows: ({
    events,
    ...entry
  }: BackupPayment): { payment: PaymentRow; events: PaymentEventRow[] } => ({
    payment: entry,
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
