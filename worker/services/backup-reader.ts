// Reads a streamed backup file (schemas/backup-lines.ts) line by line as it arrives: each record
// is checked against its list's rules and handed on, and the file is accepted only when its
// trailer (and the manifest, when there is one) agree with what was read: the count of every list
// and the SHA-256 of every line. Any problem is a 400 naming it; nothing here writes.
import { badRequest } from '../lib/errors'
import { sha256Stream } from '../lib/sha256-stream'
import { backupFormatError } from '../schemas/backup'
import {
  BACKUP_LIST_NAMES,
  BACKUP_LISTS,
  type BackupCounts,
  type BackupHeader,
  type BackupList,
  type BackupManifest,
  backupHeaderSchema,
  backupRecordSchema,
  backupTrailerSchema,
} from '../schemas/backup-lines'

/** The longest line read (an order with its lines is a few kB): a file of one endless line must
 * not fill the memory. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024
const NEWLINE = 10

/** The bytes of each line, its newline included (the checksum covers them as written). */
export async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.pipeThrough(new DecompressionStream('gzip')).getReader()
  let pending: Uint8Array[] = []
  let pendingBytes = 0
  const joined = (tail: Uint8Array) => {
    if (!pending.length) return tail
    const out = new Uint8Array(pendingBytes + tail.byteLength)
    let at = 0
    for (const piece of [...pending, tail]) {
      out.set(piece, at)
      at += piece.byteLength
    }
    pending = []
    pendingBytes = 0
    return out
  }
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>
    try {
      read = await reader.read()
    } catch {
      // Not gzip, or cut short: the decompressor's own words would name no line.
      throw badRequest('BACKUP_DAMAGED')
    }
    if (read.done) break
    let chunk = read.value
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE)) {
      yield joined(chunk.subarray(0, end + 1))
      chunk = chunk.subarray(end + 1)
    }
    if (chunk.byteLength) {
      pending.push(chunk.slice())
      pendingBytes += chunk.byteLength
      if (pendingBytes > MAX_LINE_BYTES) throw badRequest('BACKUP_LINE_INVALID', { line: 0 })
    }
  }
  if (pendingBytes) yield joined(new Uint8Array())
}

export interface BackupReading {
  header: BackupHeader
  counts: BackupCounts
}

/**
 * Reads the file, calling `onRecord` with each valid record in file order (awaited: the caller
 * writes its pages as the reading goes). Throws the first problem; returns only for a whole file.
 */
export async function readBackupFile(
  body: ReadableStream<Uint8Array>,
  {
    manifest,
    onRecord,
  }: {
    manifest: BackupManifest | null
    onRecord: (list: BackupList, entry: unknown) => Promise<void> | void
  },
): Promise<BackupReading> {
  const hashing = sha256Stream()
  const decoder = new TextDecoder()
  const counts = Object.fromEntries(BACKUP_LIST_NAMES.map((l) => [l, 0])) as BackupCounts
  let header: BackupHeader | undefined
  let trailer: { counts: Partial<BackupCounts>; sha256: string } | undefined
  let number = 0
  for await (const bytes of linesOf(body)) {
    number += 1
    const refuse = () => badRequest('BACKUP_LINE_INVALID', { line: number })
    if (trailer) throw refuse()
    let value: unknown
    try {
      value = JSON.parse(decoder.decode(bytes))
    } catch {
      throw refuse()
    }
    if (!header) {
      const parsed = backupHeaderSchema.safeParse(value)
      if (!parsed.success) throw badRequest('INVALID_BACKUP')
      header = parsed.data
    } else if (typeof value === 'object' && value !== null && 'end' in value) {
      const parsed = backupTrailerSchema.safeParse(value)
      if (!parsed.success) throw refuse()
      trailer = parsed.data.end
      continue
    } else {
      const parsed = backupRecordSchema.safeParse(value)
      if (!parsed.success) throw refuse()
      const { list, entry } = parsed.data
      const index = counts[list]++
      const checked = BACKUP_LISTS[list].safeParse(entry)
      if (!checked.success) {
        const { code, params } = backupFormatError(checked.error, [list, index])
        throw badRequest(code, params)
      }
      await onRecord(list, checked.data)
    }
    await hashing.write(bytes)
  }
  if (!header) throw badRequest('INVALID_BACKUP')
  if (!trailer) throw badRequest('BACKUP_INCOMPLETE')
  const sha256 = await hashing.hex()
  for (const expected of [trailer, manifest]) {
    if (!expected) continue
    for (const list of BACKUP_LIST_NAMES)
      if (expected.counts[list] !== counts[list])
        throw badRequest('BACKUP_COUNT_MISMATCH', {
          list,
          found: counts[list],
          expected: expected.counts[list] ?? 0,
        })
    if (expected.sha256 !== sha256) throw badRequest('BACKUP_DAMAGED')
  }
  return { header, counts }
}
