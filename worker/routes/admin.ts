// The dashboard's own calls, all admin-only: data tools (export, import, statistics, cleanup),
// the backups kept in R2, and the test order.
import { Hono } from 'hono'
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
import { badRequest, notFound, unprocessable } from '../lib/errors'
import { ok } from '../lib/respond'
import { currentUser, requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { backupFileSchema, backupNameSchema, clearEverythingSchema, INVALID_BACKUP } from '../schemas/backup'
import { listStoredBackups, readStoredBackup, storeBackup } from '../services/backup-store'
import { buildBackup, restoreBackup } from '../services/backups'
import { createTestOrder } from '../services/test-order'
import type { Context } from 'hono'

/** Parses a backup file; anything else is the spec's format error and nothing is touched. */
function parseBackup(body: unknown) {
  const parsed = backupFileSchema.safeParse(body)
  if (!parsed.success) throw badRequest(INVALID_BACKUP)
  return parsed.data
}

async function restore(c: Context<AppEnv>, body: unknown) {
  const file = parseBackup(body)
  const admin = currentUser(c)
  try {
    return await restoreBackup(c.var.db, file, { id: admin.id, email: admin.email })
  } catch (error) {
    // The batch rolled back (a duplicate id, a review of a missing product, ...): nothing changed.
    console.error('restore failed', error)
    throw unprocessable('Failed to import data. Please check the file format.')
  }
}

const dataRoutes = new Hono<AppEnv>()
  .get('/export', async (c) => c.json(ok(await buildBackup(c.var.db, new Date()))))
  .get('/export/advanced', async (c) => {
    const backup = await buildBackup(c.var.db, new Date())
    const metadata = {
      exportedBy: currentUser(c).email,
      browser: detectBrowser(c.req.header('User-Agent') ?? ''),
      url: c.req.header('Referer') ?? new URL(c.req.url).origin,
      totalSize: new TextEncoder().encode(JSON.stringify(backup)).length,
      exportType: 'advanced',
    }
    return c.json(ok({ ...backup, metadata }))
  })
  .post('/import', async (c) => {
    const body = await c.req.json().catch(() => null)
    return c.json(ok(await restore(c, body)))
  })
  .get('/stats', async (c) => {
    const counts = await recordCounts(c.var.db)
    const totalRecords = Object.values(counts).reduce((a, b) => a + b, 0)
    return c.json(ok({ ...counts, totalRecords, estimatedSizeKb: estimateDataSizeKb(totalRecords) }))
  })
  .delete('/products', async (c) => c.json(ok({ deletedCount: (await deleteAllProducts(c.var.db)).length })))
  .delete('/orders', async (c) => c.json(ok({ deletedCount: (await deleteAllOrders(c.var.db)).length })))
  .delete('/users', async (c) => c.json(ok({ deletedCount: (await deleteCustomers(c.var.db)).length })))
  .post('/clear', validate('json', clearEverythingSchema), async (c) => {
    await clearEverything(c.var.db)
    return c.json(ok(null))
  })

const backupRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(ok(await listStoredBackups(c.env.BUCKET))))
  .post('/', async (c) => c.json(ok(await storeBackup(c.var.db, c.env.BUCKET, new Date())), 201))
  .get('/:name', validate('param', backupNameSchema), async (c) => {
    const { name } = c.req.valid('param')
    const object = await readStoredBackup(c.env.BUCKET, name)
    if (!object) throw notFound('Backup not found')
    return c.body(object.body, 200, {
      'Content-Type': 'application/json',
      'Content-Disposition': `attachment; filename="${name}"`,
    })
  })
  .post('/:name/restore', validate('param', backupNameSchema), async (c) => {
    const object = await readStoredBackup(c.env.BUCKET, c.req.valid('param').name)
    if (!object) throw notFound('Backup not found')
    return c.json(ok(await restore(c, await object.json().catch(() => null))))
  })

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/data', dataRoutes)
  .route('/backups', backupRoutes)
  .post('/orders/test', async (c) => c.json(ok(await createTestOrder(c.var.db, currentUser(c), new Date())), 201))
