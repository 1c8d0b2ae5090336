// A user row and the shapes it takes outside D1: the API's user (never the password hash or the
// session version) and the backup file's entry (every column).
import type { BackupUser } from '../../schemas/backup'
import type { users } from '../schema'
import type { Written } from './written'

export type UserRow = typeof users.$inferSelect
export type PublicUser = Omit<UserRow, 'passwordHash' | 'sessionVersion'>

export const userCodec = {
  toApi: ({ passwordHash: _hash, sessionVersion: _version, ...user }: UserRow): PublicUser => user,
  toEntry: (row: UserRow): Written<BackupUser> => ({ ...row }),
  toRow: ({ updatedAt, ...entry }: BackupUser): UserRow => ({
    ...entry,
    updatedAt: updatedAt ?? entry.createdAt,
  }),
}
