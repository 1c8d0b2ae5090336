// Writes the streamed backup file (schemas/backup-lines.ts) from D1 a page at a time: only one
// page of rows and the compressor's window are in memory however large the shop is. The SHA-256
// of the lines is taken as they go (crypto.DigestStream) and written in the trailer; the manifest
// (the same figures) is handed to `onEnd` once the last line is out. The pages are not one snapshot
// (the shop keeps selling while they are read): the restore settles what that leaves
// (db/queries/backup-staging.ts, copyIn).
import type { Db } from '../db/client'
import { sha256Stream } from '../lib/sha256-stream'
import { backupPages, eventsOfPayments, linesOfOrders } from '../db/queries/backup-pages'
import { readSettings } from '../db/queries/settings'
import { D1_MAX_PARAMETERS } from '../db/queries/chunks'
import { orderCodec } from '../db/codecs/order'
import { paymentCodec } from '../db/codecs/payment'
import { productCodec } from '../db/codecs/product'
import { reviewCodec } from '../db/codecs/review'
import { stockAlertCodec } from '../db/codecs/stock-alert'
import { userCodec } from '../db/codecs/user'
import { fitmentCodec, garageBikeCodec, vehicleCodec } from '../db/codecs/vehicle'
import {
  BACKUP_FORMAT,
  BACKUP_LIST_NAMES,
  BACKUP_STREAM_VERSION,
  type BackupCounts,
  type BackupHeader,
  type BackupList,
  type BackupManifest,
} from '../schemas/backup-lines'

/** Rows read per statement: a page of the largest rows (orders with their lines) stays small. */
export const BACKUP_PAGE_ROWS = 500

export interface BackupWriteOptions {
  /** The users' password hashes: the backups kept in R2 and the named full download carry them. */
  passwordHashes?: boolean
  metadata?: BackupHeader['metadata']
  onEnd?: (manifest: BackupManifest) => void
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`
const record = (list: BackupList, entry: unknown) => line({ list, entry })

/** The file's lines, a page of records per string. */
async function* backupText(
  db: Db,
  header: BackupHeader,
  counts: BackupCounts,
  { passwordHashes = false }: BackupWriteOptions,
): AsyncGenerator<string> {
  const pageRows = BACKUP_PAGE_ROWS
  yield line(header)
  const page = (list: BackupList, entries: unknown[]) => {
    counts[list] += entries.length
    return entries.map((e) => record(list, e)).join('')
  }
  const toUser = passwordHashes ? userCodec.toEntry : userCodec.toEntryWithoutHash
  for await (const rows of backupPages.users(db, pageRows)) yield page('users', rows.map(toUser))
  for await (const rows of backupPages.products(db, pageRows))
    yield page('products', rows.map(productCodec.toEntry))
  for await (const rows of backupPages.vehicles(db, pageRows))
    yield page('vehicles', rows.map(vehicleCodec.toEntry))
  for await (const rows of backupPages.fitments(db, pageRows))
    yield page('fitments', rows.map(fitmentCodec.toEntry))
  for await (const rows of backupPages.garage(db, pageRows))
    yield page('garage', rows.map(garageBikeCodec.toEntry))
  for await (const rows of backupPages.reviews(db, pageRows))
    yield page('reviews', rows.map(reviewCodec.toEntry))
  for await (const rows of backupPages.stockAlerts(db, pageRows))
    yield page('stockAlerts', rows.map(stockAlertCodec.toEntry))
  // An order's lines and events are read with its page (their ids bound, so at most 100 a page).
  const idPage = Math.min(pageRows, D1_MAX_PARAMETERS)
  for await (const rows of backupPages.orders(db, idPage)) {
    const { items, events } = await linesOfOrders(
      db,
      rows.map((o) => o.id),
    )
    const itemsOf = Map.groupBy(items, (i) => i.orderId)
    const eventsOf = Map.groupBy(events, (e) => e.orderId)
    yield page(
      'orders',
      rows.map((o) => orderCodec.toEntry(o, itemsOf.get(o.id) ?? [], eventsOf.get(o.id) ?? [])),
    )
  }
  for await (const rows of backupPages.payments(db, idPage)) {
    const eventsOf = Map.groupBy(
      await eventsOfPayments(
        db,
        rows.map((p) => p.id),
      ),
      (e) => e.paymentId,
    )
    yield page(
      'payments',
      rows.map((p) => paymentCodec.toEntry(p, eventsOf.get(p.id) ?? [])),
    )
  }
  // Rows as they are: every column is an entry's field (schemas/backup-couriers.ts).
  for await (const rows of backupPages.shipments(db, pageRows)) yield page('shipments', rows)
  for await (const rows of backupPages.shipmentSteps(db, pageRows))
    yield page('shipmentSteps', rows)
  for await (const rows of backupPages.courierPlaceMap(db, pageRows))
    yield page('courierPlaceMap', rows)
  for await (const rows of backupPages.cashLedger(db, pageRows)) yield page('cashLedger', rows)
  for await (const rows of backupPages.courierStatements(db, pageRows))
    yield page('courierStatements', rows)
  for await (const rows of backupPages.cashDifferences(db, pageRows))
    yield page('cashDifferences', rows)
  for await (const rows of backupPages.phoneRefusals(db, pageRows))
    yield page('phoneRefusals', rows)
  for await (const rows of backupPages.supportMessages(db, pageRows))
    yield page('supportMessages', rows)
  for await (const rows of backupPages.newsletterSubscribers(db, pageRows))
    yield page('newsletterSubscribers', rows)
  // The settings as the shop runs on them (the defaults until an admin saves their own).
  yield page('settings', [await readSettings(db)])
}

/** The whole shop as a gzip-compressed backup file, produced as it is read. */
export function backupStream(
  db: Db,
  now: Date,
  options: BackupWriteOptions = {},
): ReadableStream<Uint8Array> {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_STREAM_VERSION,
    timestamp: now.toISOString(),
    ...(options.metadata && { metadata: options.metadata }),
  }
  const counts = Object.fromEntries(BACKUP_LIST_NAMES.map((l) => [l, 0])) as BackupCounts
  const text = backupText(db, header, counts, options)
  const encoder = new TextEncoder()
  const hashing = sha256Stream()
  let bytes = 0
  const lines = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await text.next()
      if (!next.done) {
        const chunk = encoder.encode(next.value)
        bytes += chunk.byteLength
        await hashing.write(chunk)
        controller.enqueue(chunk)
        return
      }
      const sha256 = await hashing.hex()
      controller.enqueue(encoder.encode(line({ end: { counts, sha256 } })))
      controller.close()
      const { format, version, timestamp } = header
      options.onEnd?.({ format, version, timestamp, counts, sha256, bytes })
    },
    async cancel() {
      await text.return(undefined)
    },
  })
  return lines.pipeThrough(new CompressionStream('gzip'))
}
