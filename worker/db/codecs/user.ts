// A user row and the shapes it takes outside D1: the API's user (never the password hash or the
// session version) and the backup file's entry (every column).
import type { BackupUser } from '../../schemas/backup'
import type { users } from '../schema'
import type { Written } from './written'

export type UserRow = typeof users.$inferSelect
export type PublicUser = Omit<UserRow, 'passwordHash' | 'sessionVersion'>

/** The hash of an account without a usable password (restored from a file without hashes, with no
 * account of that e-mail before): no password matches it; Forgot password sets one. */
export const NO_PASSWORD = '!'

export const userCodec = {
  toApi: ({ passwordHash: _hash, sessionVersion: _version, ...user }: UserRow): PublicUser => user,
  toEntry: (row: UserRow): Written<BackupUser> => ({ ...row }),
  /** The entry of a download that carries no password hash (the default export). */
  toEntryWithoutHash: ({
    passwordHash: _hash,
    ...row
  }: UserRow): Omit<BackupUser, 'passwordHash'> => row,
  toRow: ({ updatedAt, passwordHash, ...entry }: BackupUser): UserRow => ({
    ...entry,
    passwordHash: passwordHash ?? NO_PASSWORD,
    whatsappOptInAt: entry.whatsappOptInAt ?? null,
    updatedAt: updatedAt ?? entry.createdAt,
  }),
}
