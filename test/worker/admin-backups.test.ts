// Backups kept in R2 as the Data tab uses them: made on demand, listed with time and size,
// downloaded and restored (the daily cron trigger is in cron.test.ts).
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { BACKUP_PREFIX, backupName, MANIFEST_PREFIX } from '../../worker/services/backup-store'
import {
  clearBackups,
  decodeBackup,
  encodeBackup,
  importStreamed,
  oldBackups,
} from './backup-fixtures'
import { api, makeProduct, makeUser, ORIGIN, type TestUser } from './helpers'
import { workerFetch } from './worker-fetch'

let admin: TestUser

beforeEach(async () => {
  await clearBackups()
  admin = await makeUser('admin')
})

describe('backups in the Data tab', () => {
  it('lists backups newest first with time, size and kind (Back Up Now is manual)', async () => {
    await oldBackups(3)
    const made = await api('POST', '/admin/backups', { cookie: admin.cookie })
    expect(made.status).toBe(201)
    const list = (await api('GET', '/admin/backups', { cookie: admin.cookie })).body.data
    expect(list).toHaveLength(4)
    expect(list[0]).toEqual({
      name: made.body.data.name,
      size: expect.any(Number),
      uploaded: expect.any(String),
      kind: 'manual',
    })
    expect(list.slice(1).map((b: any) => b.kind)).toEqual(['daily', 'daily', 'daily'])
    expect(list[0].size).toBeGreaterThan(100)
    expect(list.slice(1).map((b: any) => b.name)).toEqual([
      backupName(new Date(Date.UTC(2026, 0, 31))),
      backupName(new Date(Date.UTC(2026, 0, 30))),
      backupName(new Date(Date.UTC(2026, 0, 29))),
    ])
    expect(list[1].size).toBe('{"old":true}'.length)
  })

  it('downloads a backup as a gzip attachment streamed from R2, with its manifest beside it', async () => {
    const { name } = (await api('POST', '/admin/backups', { cookie: admin.cookie })).body.data
    expect(name).toMatch(/^moto-parts-backup-.*\.ndjson\.gz$/)
    const response = await workerFetch(`${ORIGIN}/api/admin/backups/${name}`, {
      headers: { Cookie: admin.cookie },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/gzip')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${name}"`)
    const file = await decodeBackup(await response.arrayBuffer())
    expect(file.version).toBe('2.0.0')
    // Downloaded, it leaves the password hashes in R2 unless the full file is asked for.
    expect(file.users.length).toBeGreaterThan(0)
    expect(JSON.stringify(file)).not.toContain('pbkdf2')
    const full = await workerFetch(`${ORIGIN}/api/admin/backups/${name}?full=1`, {
      headers: { Cookie: admin.cookie },
    })
    expect(JSON.stringify(await decodeBackup(await full.arrayBuffer()))).toContain('pbkdf2-sha256')
    const stored = await env.BUCKET.get(`${BACKUP_PREFIX}${name}`)
    const kept = await decodeBackup(await stored!.arrayBuffer())
    expect(JSON.stringify(kept)).toContain('pbkdf2-sha256')
    const manifest = await (await env.BUCKET.get(`${MANIFEST_PREFIX}${name}.json`))!.json<any>()
    expect(manifest).toEqual({
      format: 'moto-parts-backup',
      version: '2.0.0',
      timestamp: file.timestamp,
      counts: kept.end.counts,
      sha256: kept.end.sha256,
      bytes: expect.any(Number),
    })
    expect(manifest.counts.users).toBe(kept.users.length)
    // The download without hashes has its own checksum, and restores like the stored file.
    expect(file.end.sha256).not.toBe(kept.end.sha256)
    const restored = await importStreamed(admin.cookie, await encodeBackup(file, file.end))
    expect(restored.status, restored.body.error).toBe(200)
  })

  it('restores a stored backup', async () => {
    const kept = await makeProduct({ name: 'Kept in backup' })
    const { name } = (await api('POST', '/admin/backups', { cookie: admin.cookie })).body.data
    await api('DELETE', '/admin/data/products', { cookie: admin.cookie })
    const later = await makeProduct({ name: 'Made after backup' })
    const restored = await api('POST', `/admin/backups/${name}/restore`, { cookie: admin.cookie })
    expect(restored.status).toBe(200)
    expect((await api('GET', `/products/${kept.id}`)).body.data.name).toBe('Kept in backup')
    expect((await api('GET', `/products/${later.id}`)).status).toBe(404)
  })

  it('answers 404 for a backup that does not exist and refuses names outside the backups', async () => {
    for (const path of [
      '/admin/backups/nope.json',
      '/admin/backups/nope.json/restore',
      '/admin/backups/nope.ndjson.gz/restore',
    ]) {
      const result = await api(path.endsWith('restore') ? 'POST' : 'GET', path, {
        cookie: admin.cookie,
      })
      expect(result.status).toBe(404)
      expect(result.body.error).toBe('Backup not found')
    }
    const sneaky = await api('GET', '/admin/backups/..%2Fimages%2Fx.json', { cookie: admin.cookie })
    expect(sneaky.status).toBeGreaterThanOrEqual(400)
    expect(sneaky.body.success).toBe(false)
  })

  it('refuses to restore a stored file that is not a backup and changes nothing', async () => {
    const product = await makeProduct()
    await env.BUCKET.put(`${BACKUP_PREFIX}broken.json`, '{"old":true}')
    const result = await api('POST', '/admin/backups/broken.json/restore', { cookie: admin.cookie })
    expect(result.status).toBe(400)
    expect(result.body.error).toMatch(/^Invalid backup file format: timestamp: /)
    expect((await api('GET', `/products/${product.id}`)).status).toBe(200)
  })
})
