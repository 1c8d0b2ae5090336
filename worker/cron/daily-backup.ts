// The daily cron trigger: a backup of the whole shop to R2, keeping the newest 30.
import { createDb } from '../db/client'
import type { Bindings } from '../env'
import { storeBackup } from '../services/backup-store'

export async function runDailyBackup(env: Bindings, scheduledTime: number) {
  return storeBackup(createDb(env.DB), env.BUCKET, new Date(scheduledTime), 'daily')
}
