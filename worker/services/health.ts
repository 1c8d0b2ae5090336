// What an uptime monitor asks: does each part the shop depends on answer? The database and the
// photo storage always; the message queue (its binding, and no message waiting longer than an hour
// in the outbox); Telegram when a bot is configured (its getMe); each payment provider whose secrets
// are set (an authenticated status call, see checkProvider). Outside services are asked at most
// once a minute and the whole report is kept for 10 s, so a monitor polling often (or many at once)
// cannot turn the endpoint into a load test of D1 or the providers. E-mail and SMS report only
// whether they are set up: their providers have no free call that sends nothing.
import { PAYMENT_PROVIDER_IDS, type PaymentProviderId } from '../domain/payment-methods'
import type { Config } from '../env'
import type { Db } from '../db/client'
import { oldestWaitingMessage, pingDatabase } from '../db/queries/health'
import { botApi, telegramSettings } from '../telegram/settings'
import { paymentProvider } from './payments/registry'
import { type PaymentProvider, ProviderRefused } from './payments/provider'

export type CheckResult = 'ok' | 'failing' | 'off'
export type HealthPart =
  'database' | 'storage' | 'queue' | 'telegram' | 'email' | 'sms' | PaymentProviderId
export interface HealthReport {
  ok: boolean
  checks: Record<HealthPart, CheckResult>
}

export interface HealthParts {
  db: Db
  bucket: R2Bucket
  /** The DELIVERIES producer binding; missing in a deployment that lost it. */
  queue: Queue | undefined
  config: Config
}

const OUTSIDE_CHECK_MS = 60_000
const REPORT_MS = 10_000
/** A message still waiting after this long is stuck: the queue's retries and the five-minute
 * sweep's re-forwarding (after an hour) have not moved it. */
const STUCK_AFTER_MS = 60 * 60 * 1000

const settled = (work: Promise<unknown>): Promise<CheckResult> =>
  work.then(
    () => 'ok',
    () => 'failing',
  )

type Remembered = Map<string, { at: number; result: Promise<CheckResult> }>
const outsideChecks = new WeakMap<Config, Remembered>()

/** An outside service's last answer with these settings, while under a minute old. */
function rememberedCheck(
  config: Config,
  service: string,
  now: number,
  check: () => Promise<CheckResult>,
) {
  const remembered = outsideChecks.get(config) ?? (new Map() as Remembered)
  outsideChecks.set(config, remembered)
  const last = remembered.get(service)
  if (last && now - last.at < OUTSIDE_CHECK_MS) return last.result
  const result = check()
  remembered.set(service, { at: now, result })
  return result
}

function checkTelegram(config: Config, now: number): Promise<CheckResult> {
  const settings = telegramSettings(config)
  if (!settings) return Promise.resolve('off')
  return rememberedCheck(config, 'telegram', now, () => settled(botApi(settings).getMe()))
}

/** A payment that exists at no provider: asking for its status proves the credentials work. */
const PROBE_REF = 'health-check'

/**
 * The provider's status call for a payment that does not exist, through its module's own
 * interface: the call must pass the provider's authentication first (FIB, ZainCash and PayPal fetch
 * a token, Qi Card checks Basic credentials), then the provider answers "no such payment". So a 4xx
 * of the status step other than 401, 403 and 429 is the provider answering; a refused token, a 5xx,
 * a timeout or no answer is failing.
 */
async function checkProvider(provider: PaymentProvider): Promise<CheckResult> {
  try {
    await provider.status(PROBE_REF)
    return 'ok'
  } catch (error) {
    // The probe names no payment: a provider that refuses it (its "not found") has taken our
    // token and answered; one that cannot be reached, or refuses the token (401/403), fails.
    if (error instanceof ProviderRefused)
      return /HTTP 40[13]\b/.test(error.message) ? 'failing' : 'ok'
    return 'failing'
  }
}

function checkPayments(config: Config, now: number) {
  return Promise.all(
    PAYMENT_PROVIDER_IDS.map(async (id) => {
      const provider = paymentProvider(config, id)
      const result: CheckResult = provider
        ? await rememberedCheck(config, id, now, () => checkProvider(provider))
        : 'off'
      return [id, result] as const
    }),
  )
}

async function checkQueue(db: Db, queue: Queue | undefined, now: number): Promise<CheckResult> {
  if (typeof queue?.send !== 'function') return 'failing'
  const oldest = await oldestWaitingMessage(db)
  return oldest !== null && now - Date.parse(oldest) > STUCK_AFTER_MS ? 'failing' : 'ok'
}

export async function checkHealth(
  { db, bucket, queue, config }: HealthParts,
  now: number,
): Promise<HealthReport> {
  const [database, storage, queued, telegram, payments] = await Promise.all([
    settled(pingDatabase(db)),
    settled(bucket.head('health-check')),
    checkQueue(db, queue, now).catch((): CheckResult => 'failing'),
    checkTelegram(config, now),
    checkPayments(config, now),
  ])
  const email: CheckResult =
    config.EMAIL_PROVIDER === 'outbox' ? 'off' : config.EMAIL_API_KEY ? 'ok' : 'failing'
  const sms: CheckResult = config.SMS_PROVIDER === 'mock' ? 'off' : 'ok'
  const checks = {
    database,
    storage,
    queue: queued,
    telegram,
    email,
    sms,
    ...Object.fromEntries(payments),
  } as HealthReport['checks']
  return { ok: Object.values(checks).every((c) => c !== 'failing'), checks }
}

const reports = new WeakMap<Config, { at: number; report: Promise<HealthReport> }>()

/** The report, made at most once every 10 s per worker instance (and settings). */
export function recentHealth(parts: HealthParts, now: number): Promise<HealthReport> {
  const last = reports.get(parts.config)
  if (last && now - last.at < REPORT_MS) return last.report
  const report = checkHealth(parts, now)
  reports.set(parts.config, { at: now, report })
  return report
}
