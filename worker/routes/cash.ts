// The Cash view's calls (mounted under /api/admin, admin-only): what each courier owes, the
// ledger a page at a time, cash recorded by hand, the statements read now, the differences
// resolved; and the refused-phones lookup that clears a phone's record.
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import {
  cashOwed,
  clearRefusals,
  findDifference,
  ledgerPage,
  openDifferences,
  refusalsOf,
  resolveDifference,
} from '../db/queries/cash'
import { readSettings } from '../db/queries/settings'
import { conflict, notFound } from '../lib/errors'
import { ok } from '../lib/respond'
import { currentUser } from '../middleware/session'
import { validate } from '../middleware/validate'
import {
  cashCursorOf,
  cashDifferenceParam,
  cashQuerySchema,
  cashRecordSchema,
  refusalParamSchema,
  refusalQuerySchema,
} from '../schemas/cash'
import { codRefusedFor, readStatements, recordCash } from '../services/cash'

export const cashRoutes = new Hono<AppEnv>()
  .get('/', validate('query', cashQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const [couriers, page, differences] = await Promise.all([
      cashOwed(c.var.db),
      ledgerPage(c.var.db, {
        ...(query.courier && { courier: query.courier }),
        ...(query.settled && { settled: query.settled === 'yes' }),
        ...(query.cursor && { after: query.cursor }),
        limit: query.limit,
      }),
      openDifferences(c.var.db),
    ])
    return c.json(
      ok({
        couriers,
        rows: page.rows,
        nextCursor: page.next && cashCursorOf(page.next),
        differences,
      }),
    )
  })
  .post('/record', validate('json', cashRecordSchema), async (c) => {
    const rows = await recordCash(
      c.var.db,
      c.req.valid('json').orderIds,
      currentUser(c).email,
      c.var.now(),
    )
    return c.json(ok({ recorded: rows.map((r) => r.orderId) }))
  })
  .post('/statements/read', async (c) => {
    const outcome = await readStatements(
      c.var.db,
      c.var.config,
      await readSettings(c.var.db),
      c.var.now(),
    )
    return c.json(ok(outcome))
  })
  .post('/differences/:id/resolve', validate('param', cashDifferenceParam), async (c) => {
    const { id } = c.req.valid('param')
    const resolved = await resolveDifference(c.var.db, id, currentUser(c).email, c.var.now())
    if (resolved) return c.json(ok(resolved))
    throw (await findDifference(c.var.db, id))
      ? conflict('CASH_DIFFERENCE_NOT_OPEN')
      : notFound('CASH_DIFFERENCE_NOT_OPEN')
  })

/** A phone's refused parcels (cleared ones with who and when), and whether checkout offers it
 * cash on delivery now. */
export const refusalRoutes = new Hono<AppEnv>()
  .get('/', validate('query', refusalQuerySchema), async (c) => {
    const { phone } = c.req.valid('query')
    const [refusals, codRefused] = await Promise.all([
      refusalsOf(c.var.db, phone),
      readSettings(c.var.db).then((settings) =>
        codRefusedFor(c.var.db, settings, phone, c.var.now()),
      ),
    ])
    return c.json(ok({ phone, codRefused, refusals }))
  })
  .delete('/:phone', validate('param', refusalParamSchema), async (c) => {
    const { phone } = c.req.valid('param')
    const cleared = await clearRefusals(c.var.db, phone, currentUser(c).email, c.var.now())
    return c.json(ok({ phone, cleared }))
  })
