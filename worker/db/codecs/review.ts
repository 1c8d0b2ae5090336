// A review row and its backup entry, which holds every column as it is.
import type { BackupReview } from '../../schemas/backup'
import type { reviews } from '../schema'
import type { Written } from './written'

export type ReviewRow = typeof reviews.$inferSelect

export const reviewCodec = {
  toEntry: (row: ReviewRow): Written<BackupReview> => ({ ...row }),
  toRow: (entry: BackupReview): ReviewRow => ({ ...entry }),
}
