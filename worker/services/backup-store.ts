// Backup files kept in R2 under backups/, newest first by name (names carry the UTC time).
import type { Db } from '../db/client'
import { buildBackup } from './backups'

export const BACKUP_PREFIX = 'backups/'
export const BACKUPS_KEPT = 30
export const BACKUP_FILE_PREFIX = 'moto-parts-backup'

/** Written by the daily cron trigger, or by an admin's Back Up Now (kept apart, as the spec keeps
 * a manual backup date of its own). */
export type BackupKind = 'daily' | 'manual'

export interface StoredBackup {
  name: string
  size: number
  uploaded: string
  kind: BackupKind
}

const kindOf = (metadata: Record<string, string> | undefined): BackupKind =>
  metadata?.kind === 'manual' ? 'manual' : 'daily'

/** e.g. moto-parts-backup-2026-07-06T03-00-00-000Z.json: sorts by time, safe in a URL. */
export function backupName(now: Date): string {
  return `${BACKUP_FILE_PREFIX}-${now.toISOString().replace(/[:.]/g, '-')}.json`
}

export async function listStoredBackups(bucket: R2Bucket): Promise<StoredBackup[]> {
  const found: StoredBackup[] = []
  let cursor: string | undefined
  do {
    // `include` is honoured at our compatibility date; the default types entry lacks it.
    const options = { prefix: BACKUP_PREFIX, cursor, include: ['customMetadata'] }
    const page = await bucket.list(options)
    for (const o of page.objects)
      found.push({
        name: o.key.slice(BACKUP_PREFIX.length),
        size: o.size,
        uploaded: o.uploaded.toISOString(),
        kind: kindOf(o.customMetadata),
      })
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return found.sort((a, b) => b.name.localeCompare(a.name))
}

/** Deletes all but the newest `keep` backups; returns the names deleted. */
export async function pruneStoredBackups(bucket: R2Bucket, keep = BACKUPS_KEPT): Promise<string[]> {
  const old = (await listStoredBackups(bucket)).slice(keep).map((b) => b.name)
  if (old.length) await bucket.delete(old.map((name) => BACKUP_PREFIX + name))
  return old
}

/** Writes a backup of the whole shop to R2 and keeps the newest 30. */
export async function storeBackup(
  db: Db,
  bucket: R2Bucket,
  now: Date,
  kind: BackupKind,
): Promise<StoredBackup> {
  const name = backupName(now)
  const body = JSON.stringify(await buildBackup(db, now, { passwordHashes: true }))
  const object = await bucket.put(BACKUP_PREFIX + name, body, {
    httpMetadata: { contentType: 'application/json' },
    customMetadata: { kind },
  })
  await pruneStoredBackups(bucket)
  return { name, size: object.size, uploaded: object.uploaded.toISOString(), kind }
}

export async function readStoredBackup(
  bucket: R2Bucket,
  name: string,
): Promise<R2ObjectBody | null> {
  return bucket.get(BACKUP_PREFIX + name)
}
