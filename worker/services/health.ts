// What an uptime monitor asks: does each part the shop depends on answer? The database and the
// photo storage always; Telegram when a bot is configured (its getMe, remembered for a minute so a
// monitor polling every few seconds does not call Telegram each time). E-mail and SMS report only
// whether they are set up: their providers have no free call that sends nothing.
import type { Config } from '../env'
import type { Db } from '../db/client'
import { pingDatabase } from '../db/queries/health'
import { botApi, telegramSettings } from '../bot/settings'

export type CheckResult = 'ok' | 'failing' | 'off'
export interface HealthReport {
  ok: boolean
  checks: Record<'database' | 'storage' | 'telegram' | 'email' | 'sms', CheckResult>
}

const TELEGRAM_CHECK_MS = 60_000
let telegramChecked: { at: number; key: string; result: CheckResult } | null = null

const settled = (work: Promise<unknown>): Promise<CheckResult> =>
  work.then(
    () => 'ok',
    () => 'failing',
  )

async function checkTelegram(config: Config, now: number): Promise<CheckResult> {
  const settings = telegramSettings(config)
  if (!settings) return 'off'
  const key = `${settings.apiRoot} ${settings.token}`
  if (telegramChecked?.key === key && now - telegramChecked.at < TELEGRAM_CHECK_MS)
    return telegramChecked.result
  const result = await settled(botApi(settings).getMe())
  telegramChecked = { at: now, key, result }
  return result
}

export async function checkHealth(
  { db, bucket, config }: { db: Db; bucket: R2Bucket; config: Config },
  now: number,
): Promise<HealthReport> {
  const [database, storage, telegram] = await Promise.all([
    settled(pingDatabase(db)),
    settled(bucket.head('health-check')),
    checkTelegram(config, now),
  ])
  const email: CheckResult =
    config.EMAIL_PROVIDER === 'outbox' ? 'off' : config.EMAIL_API_KEY ? 'ok' : 'failing'
  const sms: CheckResult = config.SMS_PROVIDER === 'mock' ? 'off' : 'ok'
  const checks = { database, storage, telegram, email, sms }
  return { ok: Object.values(checks).every((c) => c !== 'failing'), checks }
}
