// R2 backup fixtures shared by the Data tab's backup tests and the daily cron test.
import { env } from 'cloudflare:test'
import { BACKUP_PREFIX, backupName } from '../../worker/services/backup-store'

export async function clearBackups() {
  const listed = await env.BUCKET.list({ prefix: BACKUP_PREFIX })
  if (listed.objects.length) await env.BUCKET.delete(listed.objects.map((o) => o.key))
}

/** Fills R2 with `n` old backups, one a day back from 2026-01-31. */
export async function oldBackups(n: number) {
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2026, 0, 31 - i))
    await env.BUCKET.put(BACKUP_PREFIX + backupName(day), '{"old":true}')
  }
}
