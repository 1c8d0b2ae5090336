// A back-in-stock subscription and its backup entry, which holds every column as it is.
import type { BackupStockAlert } from '../../schemas/backup'
import type { stockAlerts } from '../schema'
import type { Written } from './written'

export type StockAlertRow = typeof stockAlerts.$inferSelect

export const stockAlertCodec = {
  toEntry: (row: StockAlertRow): Written<BackupStockAlert> => ({ ...row }),
  toRow: (entry: BackupStockAlert): StockAlertRow => ({ ...entry }),
}
