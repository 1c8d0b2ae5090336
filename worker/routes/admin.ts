// The dashboard's own calls, all admin-only: data tools (export, import, statistics, cleanup),
// the backups kept in R2, and the test order.
import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { estimateDataSizeKb } from '../domain/data-size'
import { detectBrowser } from '../domain/visitor-session'
import {
  clearEverything,
  deleteAllOrders,
  deleteAllProducts,
  deleteCustomers,
  recordCounts,
} from '../db/queries/data-tools'
import { drawCatalogueVersion } from '../db/queries/catalogue'
import { badRequest, conflict, notFound } from '../lib/errors'
import { retryFailed } from '../db/queries/outbox'
import { deliveriesPanel } from '../services/deliveries/panel'
import { E } from '../schemas/error-codes'
import { ok } from '../lib/respond'
import { currentUser, requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import {
  type BackupFile,
  backupFileSchema,
  backupFormatError,
  backupNameSchema,
  clearEverythingSchema,
} from '../schemas/backup'
import {
  backupName,
  isStreamedBackup,
  listStoredBackups,
  readManifest,
  readStoredBackup,
  storeBackup,
} from '../services/backup-store'
import { restoreBackup } from '../services/backups'
import { withoutHashes } from '../services/backup-download'
import { restoreStatus, restoreStreamed } from '../services/backup-restore'
import { type BackupWriteOptions, backupStream } from '../services/backup-writer'
import { createTestOrder } from '../services/test-order'
import { markRefundMade } from '../services/payments/refunds'
import { refundsByHand } from '../db/queries/refunds'
import { readBriefing } from '../services/briefing'
import { cashRoutes, refusalRoutes } from './cash'
import { courierAdminRoutes } from './couriers-admin'

/** A backup file as read, its users without their password hashes. */
function withoutPasswordHashes(file: unknown): unknown {
  if (typeof file !== 'object' || file === null) return file
  const { users } = file as { users?: unknown }
  if (!Array.isArray(users)) return file
  return {
    ...file,
    users: users.map((user: unknown) => {
      if (typeof user !== 'object' || user === null) return user
      const { passwordHash: _hash, ...rest } = user as Record<string, unknown>
      return rest
    }),
  }
}

/** Parses a backup file; anything else is refused with the first problem and nothing is touched. */
function parseBackup(body: unknown): BackupFile {
  const parsed = backupFileSchema.safeParse(body)
  if (!parsed.success) {
    const { code, params } = backupFormatError(parsed.error)
    throw badRequest(code, params)
  }
  return parsed.data
}

/** Malformed JSON answers the spec's format error, as a wrong shape does. */
const jsonOrFormatError = createMiddleware<AppEnv>(async (c, next) => {
  await c.req.json().catch(() => {
    throw badRequest('INVALID_BACKUP')
  })
  await next()
})

const backupJson = zValidator('json', backupFileSchema, (result) => {
  if (!result.success) {
    const { code, params } = backupFormatError(result.error)
    throw badRequest(code, params)
  }
})

function restore(c: Context<AppEnv>, file: BackupFile) {
  const admin = currentUser(c)
  return restoreBackup(c.var.db, file, { id: admin.id, email: admin.email })
}

/** A streamed backup file (gzip), written as it is read from D1. */
function streamedFile(c: Context<AppEnv>, name: string, body: ReadableStream<Uint8Array>) {
  return c.body(body, 200, {
    'Content-Type': 'application/gzip',
    'Content-Disposition': `attachment; filename="${name}"`,
  })
}

function download(c: Context<AppEnv>, options: BackupWriteOptions = {}) {
  const now = c.var.now()
  return streamedFile(c, backupName(now), backupStream(c.var.db, now, options))
}

const dataRoutes = new Hono<AppEnv>()
  // The default download carries no password hashes; the full backup is a separate, named choice.
  .get('/export', (c) => download(c))
  .get('/export/full', (c) => download(c, { passwordHashes: true }))
  .get('/export/advanced', (c) =>
    download(c, {
      metadata: {
        exportedBy: currentUser(c).email,
        browser: detectBrowser(c.req.header('User-Agent') ?? ''),
        url: c.req.header('Referer') ?? new URL(c.req.url).origin,
        exportType: 'advanced',
      },
    }),
  )
  // A JSON file of 1.x, read whole.
  .post('/import', jsonOrFormatError, backupJson, async (c) =>
    c.json(ok(await restore(c, c.req.valid('json')))),
  )
  // A streamed file (2.x), restored as it arrives (the body is the file itself).
  .post('/import/streamed', async (c) => {
    const body = c.req.raw.body
    if (!body) throw badRequest('INVALID_BACKUP')
    const admin = currentUser(c)
    const source = { name: 'upload', body, manifest: null }
    return c.json(ok(await restoreStreamed(c.var.db, source, admin, c.var.now)))
  })
  // The restore running or the last one: the Data tab polls it while a restore runs.
  .get('/restore', async (c) => c.json(ok(await restoreStatus(c.var.db))))
  .get('/stats', async (c) => {
    const counts = await recordCounts(c.var.db)
    const totalRecords = Object.values(counts).reduce((a, b) => a + b, 0)
    return c.json(
      ok({ ...counts, totalRecords, estimatedSizeKb: estimateDataSizeKb(totalRecords) }),
    )
  })
  .delete('/products', async (c) =>
    c.json(ok({ deletedCount: (await deleteAllProducts(c.var.db)).length })),
  )
  .delete('/orders', async (c) =>
    c.json(ok({ deletedCount: (await deleteAllOrders(c.var.db)).length })),
  )
  .delete('/users', async (c) =>
    c.json(ok({ deletedCount: (await deleteCustomers(c.var.db)).length })),
  )
  .post('/clear', validate('json', clearEverythingSchema), async (c) => {
    await clearEverything(c.var.db)
    return c.json(ok(null))
  })

const backupRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(ok(await listStoredBackups(c.env.BUCKET))))
  .post('/', async (c) =>
    c.json(ok(await storeBackup(c.var.db, c.env.BUCKET, c.var.now(), 'manual')), 201),
  )
  // A backup kept in R2 holds the password hashes (it never leaves Cloudflare); downloaded, it
  // leaves them out unless the full file is asked for by name (`?full=1`).
  .get(
    '/:name',
    validate('param', backupNameSchema),
    validate('query', z.strictObject({ full: z.literal('1').optional() })),
    async (c) => {
      const { name } = c.req.valid('param')
      const object = await readStoredBackup(c.env.BUCKET, name)
      if (!object) throw notFound('BACKUP_NOT_FOUND')
      const full = c.req.valid('query').full
      // The file as R2 streams it (or with the hashes left out, line by line).
      const body = object.body as ReadableStream<Uint8Array>
      if (isStreamedBackup(name)) return streamedFile(c, name, full ? body : withoutHashes(body))
      const headers = {
        'Content-Type': 'application/json',
        'Content-Disposition': `attachment; filename="${name}"`,
      }
      if (full) return c.body(object.body, 200, headers)
      return c.body(JSON.stringify(withoutPasswordHashes(await object.json())), 200, headers)
    },
  )
  .post('/:name/restore', validate('param', backupNameSchema), async (c) => {
    const { name } = c.req.valid('param')
    const object = await readStoredBackup(c.env.BUCKET, name)
    if (!object) throw notFound('BACKUP_NOT_FOUND')
    if (!isStreamedBackup(name))
      return c.json(ok(await restore(c, parseBackup(await object.json().catch(() => null)))))
    const source = { name, body: object.body, manifest: await readManifest(c.env.BUCKET, name) }
    return c.json(ok(await restoreStreamed(c.var.db, source, currentUser(c), c.var.now)))
  })

const deliveryParam = z.object({ id: z.coerce.number({ error: E.INVALID_ID }).int().positive() })

/** The outbox as the Deliveries panel shows it; "Send again" puts a failed message back in line
 * (the forward after the request takes it to the queue). */
const deliveryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(ok(await deliveriesPanel(c.var.db, c.var.now()))))
  .post('/:id/retry', validate('param', deliveryParam), async (c) => {
    const { id } = c.req.valid('param')
    if (!(await retryFailed(c.var.db, id))) throw conflict('DELIVERY_NOT_FAILED')
    return c.json(ok({ id }))
  })

const refundParam = z.object({ id: z.string().regex(/^REF[0-9A-F]{16}$/, E.INVALID_ID) })

/** The refunds left to the owner (the provider refused, or did not answer for days): listed with
 * their order, and marked made once the owner gave the money back themselves. */
const refundRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await refundsByHand(c.var.db)
    return c.json(
      ok(
        rows.map(({ refund, customer, phone, providerRef }) => ({
          id: refund.id,
          orderId: refund.orderId,
          provider: refund.provider,
          providerRef,
          amount: refund.amount,
          currency: refund.currency,
          reason: refund.reason,
          detail: refund.detail,
          customer,
          phone,
          since: refund.updatedAt,
        })),
      ),
    )
  })
  .post('/:id/made', validate('param', refundParam), async (c) => {
    const refund = await markRefundMade(
      c.var.db,
      c.req.valid('param').id,
      currentUser(c).email,
      c.var.now(),
    )
    return c.json(ok({ id: refund.id, state: refund.state }))
  })

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/data', dataRoutes)
  .route('/backups', backupRoutes)
  // "Clear the shop's cache": a new catalogue version, so no cached answer or ETag is used again
  // (after a D1 point-in-time restore, which brings back an old version; see docs/operations.md).
  .post('/cache/clear', async (c) => c.json(ok({ version: await drawCatalogueVersion(c.var.db) })))
  // The morning briefing's figures, as of now (the Overview's Today card).
  .get('/briefing', async (c) => c.json(ok(await readBriefing(c.var.db, c.var.now()))))
  .route('/deliveries', deliveryRoutes)
  .route('/refunds', refundRoutes)
  .route('/cash', cashRoutes)
  .route('/refusals', refusalRoutes)
  .route('/couriers', courierAdminRoutes)
  .post('/orders/test', async (c) =>
    c.json(ok(await createTestOrder(c.var.db, currentUser(c), c.var.now())), 201),
  )
