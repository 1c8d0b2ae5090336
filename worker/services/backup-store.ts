// Backup files kept in R2 under backups/, newest first by name (names carry the UTC time), each
// streamed file with its manifest under backup-manifests/. A file is written as it is read from
// D1, in R2 multipart parts: only one part's buffer is in memory.
import type { Db } from '../db/client'
import { badRequest } from '../lib/errors'
import { type BackupManifest, backupManifestSchema } from '../schemas/backup-lines'
import { backupStream } from './backup-writer'

export const BACKUP_PREFIX = 'backups/'
export const MANIFEST_PREFIX = 'backup-manifests/'
/** R2's smallest part (but the last); every part but the last must also be of one size. */
export const PART_BYTES = 5 * 1024 * 1024
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

/** e.g. moto-parts-backup-2026-07-06T03-00-00-000Z.ndjson.gz: sorts by time, safe in a URL. */
export function backupName(now: Date): string {
  return `${BACKUP_FILE_PREFIX}-${now.toISOString().replace(/[:.]/g, '-')}.ndjson.gz`
}

/** A streamed file (2.x); the others are the JSON files of 1.x. */
export const isStreamedBackup = (name: string) => name.endsWith('.ndjson.gz')
const manifestKey = (name: string) => `${MANIFEST_PREFIX}${name}.json`

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
  if (old.length)
    await bucket.delete(old.flatMap((name) => [BACKUP_PREFIX + name, manifestKey(name)]))
  return old
}

/** Writes `body` to R2 as `key` in parts of PART_BYTES (the last one shorter); a failure aborts
 * the upload, so no half file is ever listed. */
export async function uploadInParts(
  bucket: R2Bucket,
  key: string,
  body: ReadableStream<Uint8Array>,
  options: R2MultipartOptions,
): Promise<R2Object> {
  const upload = await bucket.createMultipartUpload(key, options)
  const parts: R2UploadedPart[] = []
  let part = new Uint8Array(PART_BYTES)
  let filled = 0
  const send = async (bytes: Uint8Array) => {
    parts.push(await upload.uploadPart(parts.length + 1, bytes))
  }
  try {
    for await (const chunk of body) {
      for (let at = 0; at < chunk.byteLength;) {
        const n = Math.min(chunk.byteLength - at, PART_BYTES - filled)
        part.set(chunk.subarray(at, at + n), filled)
        filled += n
        at += n
        if (filled === PART_BYTES) {
          await send(part)
          part = new Uint8Array(PART_BYTES)
          filled = 0
        }
      }
    }
    if (filled > 0 || parts.length === 0) await send(part.subarray(0, filled))
    return await upload.complete(parts)
  } catch (error) {
    await upload.abort().catch(() => undefined)
    throw error
  }
}

/** Writes a backup of the whole shop to R2 and keeps the newest 30. */
export async function storeBackup(
  db: Db,
  bucket: R2Bucket,
  now: Date,
  kind: BackupKind,
): Promise<StoredBackup> {
  const name = backupName(now)
  let manifest: BackupManifest | undefined
  const body = backupStream(db, now, { passwordHashes: true, onEnd: (m) => (manifest = m) })
  const object = await uploadInParts(bucket, BACKUP_PREFIX + name, body, {
    httpMetadata: { contentType: 'application/gzip' },
    customMetadata: { kind },
  })
  await bucket.put(manifestKey(name), JSON.stringify(manifest), {
    httpMetadata: { contentType: 'application/json' },
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

/** The manifest kept beside a streamed file, if it has one (a file put in R2 by hand has none; its
 * trailer still checks it). One that cannot be read refuses the restore. */
export async function readManifest(bucket: R2Bucket, name: string): Promise<BackupManifest | null> {
  const object = await bucket.get(manifestKey(name))
  if (!object) return null
  const parsed = backupManifestSchema.safeParse(await object.json().catch(() => null))
  if (!parsed.success) throw badRequest('BACKUP_DAMAGED')
  return parsed.data
}
