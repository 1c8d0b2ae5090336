// A back-in-stock subscription and its backup entry, which holds every column as it is (an older
// file's request without a confirmation time was taken confirmed).
import { mailboxOf } from '../../domain/mailbox'
import type { BackupStockAlert } from '../../schemas/backup'
import type { stockAlerts } from '../schema'
import type { Written } from './written'

export type StockAlertRow = typeof stockAlerts.$inferSelect

export const stockAlertCodec = {
  toEntry: (row: StockAlertRow): Written<BackupStockAlert> => ({ ...row }),
  toRow: (entry: BackupStockAlert): StockAlertRow => ({
    ...entry,
    mailbox: mailboxOf(entry.email),
    confirmedAt: entry.confirmedAt === undefined ? entry.createdAt : entry.confirmedAt,
  }),
}
