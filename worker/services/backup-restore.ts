// The restore of a streamed backup file, all or nothing at any size: the file is read as it
// arrives (services/backup-reader.ts) and its records written a page at a time into staging
// tables; only once the whole file has been read and found whole (every record valid, the counts
// and checksum of its trailer and manifest matching) is it swapped in, with one atomic batch.
// A failure anywhere before or in that batch leaves today's data as it was. The status row says
// how far it got, for the Data tab to show while it runs and after.
import type { Db } from '../db/client'
import { orderCodec } from '../db/codecs/order'
import { paymentCodec } from '../db/codecs/payment'
import { productCodec } from '../db/codecs/product'
import { reviewCodec } from '../db/codecs/review'
import { settingsCodec } from '../db/codecs/settings'
import { stockAlertCodec } from '../db/codecs/stock-alert'
import { NO_PASSWORD, userCodec } from '../db/codecs/user'
import { fitmentCodec, garageBikeCodec, vehicleCodec } from '../db/codecs/vehicle'
import { claimRestore, readRestore, updateRestore } from '../db/queries/backup-restores'
import {
  createStagingTables,
  dropStagingTables,
  runStatements,
  settleStagedUsers,
  type StagedName,
  stagedInserts,
  swapInStaged,
} from '../db/queries/backup-staging'
import { listAdminEmails } from '../db/queries/data-tools'
import { AppError, badRequest, conflict, unprocessable } from '../lib/errors'
import type { BackupCounts, BackupEntry, BackupList, BackupManifest } from '../schemas/backup-lines'
import { readBackupFile } from './backup-reader'
import type { RestoringAdmin } from './backups'

/** Records staged per D1 batch (and between two progress updates). */
export const STAGE_RECORDS = 500
/** A restore whose status has not moved for this long died with its Worker: another may start. */
const STALE_MS = 10 * 60 * 1000

type Staged = [StagedName, object[]][]

/** Where each list's entry goes: the rows it makes in each staged table. */
const ROWS: { [L in BackupList]: (entry: BackupEntry<L>) => Staged } = {
  users: (e) => [['users', [userCodec.toRow(e)]]],
  products: (e) => [['products', [productCodec.toRow(e)]]],
  vehicles: (e) => [['vehicles', [vehicleCodec.toRow(e)]]],
  fitments: (e) => [['productFitments', [fitmentCodec.toRow(e)]]],
  garage: (e) => [['garageBikes', [garageBikeCodec.toRow(e)]]],
  reviews: (e) => [['reviews', [reviewCodec.toRow(e)]]],
  stockAlerts: (e) => [['stockAlerts', [stockAlertCodec.toRow(e)]]],
  orders: (e) => {
    const { order, items, events } = orderCodec.toRows(e)
    return [
      ['orders', [order]],
      ['orderItems', items],
      ['orderEvents', events],
    ]
  },
  payments: (e) => {
    const { payment, events } = paymentCodec.toRows(e)
    return [
      ['payments', [payment]],
      ['paymentEvents', events],
    ]
  },
  // Rows as they are: every column is an entry's field.
  shipments: (e) => [['shipments', [e]]],
  shipmentSteps: (e) => [['shipmentSteps', [e]]],
  courierPlaceMap: (e) => [['courierPlaceMap', [e]]],
  cashLedger: (e) => [['cashLedger', [e]]],
  courierStatements: (e) => [['courierStatements', [e]]],
  cashDifferences: (e) => [['cashDifferences', [e]]],
  phoneRefusals: (e) => [['phoneRefusals', [e]]],
  supportMessages: (e) => [['supportMessages', [e]]],
  newsletterSubscribers: (e) => [['newsletterSubscribers', [e]]],
  settings: (e) => [['settings', [settingsCodec.toRow(e)]]],
}

/** Rows waiting for their batch, by staged table. */
class StagingPages {
  private pending = new Map<StagedName, object[]>()
  private records = 0
  read = 0

  constructor(
    private db: Db,
    private perBatch: number,
    private onPage: (read: number) => Promise<void>,
  ) {}

  async add(staged: Staged) {
    for (const [table, rows] of staged) {
      const list = this.pending.get(table) ?? []
      list.push(...rows)
      this.pending.set(table, list)
    }
    this.read += 1
    if (++this.records >= this.perBatch) await this.flush()
  }

  async flush() {
    const statements = [...this.pending].flatMap(([table, rows]) => stagedInserts(table, rows))
    this.pending.clear()
    this.records = 0
    await runStatements(this.db, statements)
    await this.onPage(this.read)
  }
}

export interface StreamedSource {
  /** The stored backup's name, or the uploaded file's. */
  name: string
  body: ReadableStream<Uint8Array>
  manifest: BackupManifest | null
}

const sum = (counts: Partial<BackupCounts>) => Object.values(counts).reduce((a, b) => a + b, 0)

/** Restores a streamed backup file; answers what it wrote, as the JSON file's restore does. */
export async function restoreStreamed(
  db: Db,
  source: StreamedSource,
  admin: RestoringAdmin,
  clock: () => Date,
  { perBatch = STAGE_RECORDS } = {},
) {
  const at = () => clock().toISOString()
  const claimed = await claimRestore(
    db,
    {
      source: source.name,
      recordsTotal: source.manifest ? sum(source.manifest.counts) : null,
      startedBy: admin.email,
      at: at(),
    },
    new Date(clock().getTime() - STALE_MS).toISOString(),
  )
  if (!claimed) {
    await source.body.cancel()
    throw conflict('RESTORE_RUNNING')
  }
  try {
    const result = await stageAndSwap(db, source, admin, perBatch, at)
    await updateRestore(db, { state: 'done', result, updatedAt: at() })
    return result
  } catch (error) {
    const failure =
      error instanceof AppError
        ? error
        : (console.error('restore failed', error), unprocessable('RESTORE_FAILED'))
    await updateRestore(db, {
      state: 'failed',
      error: { code: failure.code, params: failure.params },
      updatedAt: at(),
    })
    throw failure
  } finally {
    // Left behind, they are dropped by the next restore.
    await dropStagingTables(db).catch((error: unknown) => {
      console.error('staging tables not dropped', error)
    })
  }
}

async function stageAndSwap(
  db: Db,
  source: StreamedSource,
  admin: RestoringAdmin,
  perBatch: number,
  at: () => string,
) {
  const admins = new Set(await listAdminEmails(db))
  await createStagingTables(db)
  const pages = new StagingPages(db, perBatch, (read) =>
    updateRestore(db, { recordsRead: read, updatedAt: at() }),
  )
  const { counts } = await readBackupFile(source.body, {
    manifest: source.manifest,
    onRecord: async (list, entry) => {
      // Admin rights are given in the dashboard, one account at a time; never by a file.
      if (list === 'users') {
        const user = entry as BackupEntry<'users'>
        if (user.role === 'admin' && !admins.has(user.email))
          throw badRequest('NEW_ADMIN_REFUSED', { email: user.email })
      }
      await pages.add((ROWS[list] as (e: unknown) => Staged)(entry))
    },
  })
  await pages.flush()
  const skippedUsers = await settleStagedUsers(db, admin, NO_PASSWORD)
  await updateRestore(db, { state: 'swapping', updatedAt: at() })
  await swapInStaged(db, admin.id)
  return {
    products: counts.products,
    users: counts.users - skippedUsers,
    orders: counts.orders,
    payments: counts.payments,
    reviews: counts.reviews,
    stockAlerts: counts.stockAlerts,
    fitments: counts.fitments,
    supportMessages: counts.supportMessages,
    newsletterSubscribers: counts.newsletterSubscribers,
    skippedUsers,
    // Amounts of 2.x files are whole dinars already.
    amountsRounded: 0,
  }
}

/** The last restore (running or finished) as the Data tab shows it. */
export async function restoreStatus(db: Db) {
  const row = await readRestore(db)
  if (!row) return null
  const { id: _id, ...status } = row
  return status
}
