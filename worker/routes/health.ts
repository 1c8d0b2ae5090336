// GET /api/health for an uptime monitor: 200 when every configured part answers, else 503, with
// each part's result. It names no secret and no address.
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { recentHealth } from '../services/health'

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const report = await recentHealth(
    { db: c.var.db, bucket: c.env.BUCKET, queue: c.env.DELIVERIES, config: c.var.config },
    c.var.now().getTime(),
  )
  c.header('Cache-Control', 'no-store')
  return c.json(report, report.ok ? 200 : 503)
})
