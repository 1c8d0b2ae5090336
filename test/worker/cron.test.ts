// The daily cron trigger: the scheduled handler writes the backup file to R2 and keeps 30.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../worker/env'
import worker from '../../worker/index'
import { BACKUP_PREFIX, BACKUPS_KEPT, backupName } from '../../worker/services/backup-store'
import { clearBackups, oldBackups } from './backup-fixtures'
import { makeProduct, makeUser, type TestUser } from './helpers'

let admin: TestUser

async function runCron(at: Date) {
  const controller = createScheduledController({ scheduledTime: at.getTime(), cron: '0 0 * * *' })
  const ctx = createExecutionContext()
  await worker.scheduled(controller, env as unknown as Bindings, ctx)
  await waitOnExecutionContext(ctx)
}

beforeEach(async () => {
  await clearBackups()
  admin = await makeUser('admin')
})

describe('the daily cron trigger', () => {
  it('writes the backup file of the whole shop to R2', async () => {
    const product = await makeProduct({ name: 'Cron Helmet' })
    const at = new Date('2026-07-06T00:00:00Z')
    await runCron(at)
    const object = await env.BUCKET.get(BACKUP_PREFIX + backupName(at))
    expect(object).not.toBeNull()
    expect(object!.customMetadata).toEqual({ kind: 'daily' })
    const file = await object!.json<any>()
    expect(file).toMatchObject({ version: '1.0.0', timestamp: at.toISOString() })
    expect(file.products.map((p: any) => p.name)).toContain(product.name)
    expect(file.users.map((u: any) => u.email)).toContain(admin.email)
  })

  it('keeps the newest 30 backups and deletes older ones', async () => {
    await oldBackups(BACKUPS_KEPT)
    await runCron(new Date('2026-07-06T00:00:00Z'))
    const listed = await env.BUCKET.list({ prefix: BACKUP_PREFIX })
    expect(listed.objects).toHaveLength(BACKUPS_KEPT)
    const names = listed.objects.map((o) => o.key)
    expect(names).toContain(BACKUP_PREFIX + backupName(new Date('2026-07-06T00:00:00Z')))
    expect(names).not.toContain(BACKUP_PREFIX + backupName(new Date(Date.UTC(2026, 0, 2)))) // the oldest
    expect(names).toContain(BACKUP_PREFIX + backupName(new Date(Date.UTC(2026, 0, 3))))
  })
})
