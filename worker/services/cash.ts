// The cash couriers owe for delivered cash-on-delivery parcels (docs/cash-on-delivery.md): their
// statements read (by the hourly cron, or the dashboard's "Read statements now"), each once,
// settling the parcels they pay and listing what does not match; cash recorded by hand; and the
// refused-parcels rule that stops offering cash on delivery to a phone.
import { COURIER_IDS, type CourierId } from '../domain/couriers'
import type { Db } from '../db/client'
import { createDb } from '../db/client'
import {
  type CashDifferenceRow,
  type LedgerRow,
  type NewDifference,
  readStatementRefs,
  recordCashByHand,
  recordMissing,
  refusalTimesQuery,
  StatementReadAlready,
  statementFacts,
  type StatementWrite,
  unknownParcelKey,
  ledgerRowsOf,
  writeStatement,
} from '../db/queries/cash'
import { readSettings } from '../db/queries/settings'
import { type Bindings, type Config, readConfig } from '../env'
import { conflict, notFound } from '../lib/errors'
import type { ShopSettings } from '../schemas/settings'
import { telegramSettings } from '../telegram/settings'
import type { Courier, CourierStatement } from './couriers/courier'
import { courierModule } from './couriers/registry'
import { ProviderError } from './payments/provider'

const DAY_MS = 24 * 3600 * 1000

/** The ledger rows a statement's lines name, by order id, and the order of each parcel. */
interface StatementFacts {
  orderOf: Map<string, string>
  ledger: Map<string, LedgerRow>
}

/**
 * What one statement settles and which differences it shows: a line is matched to its order by
 * the parcel's reference (our shipment) or the order id the courier echoes. A line the shop has no
 * owed cash for is an unknown parcel; one for a row settled already (by an earlier statement, by
 * hand, or earlier on this one) is paid twice; one paying another amount than our net settles the
 * row at what was paid, and says so.
 */
export function planStatement(
  courier: CourierId,
  statement: CourierStatement,
  facts: StatementFacts,
): StatementWrite {
  const settles: StatementWrite['settles'] = []
  const differences: NewDifference[] = []
  const seen = new Set<string>()
  const key = (kind: string, orderId: string) =>
    `${kind}:${courier}:${orderId}:${statement.reference}`
  for (const line of statement.lines) {
    const orderId = facts.orderOf.get(line.reference) ?? line.orderId
    const row = orderId ? facts.ledger.get(orderId) : undefined
    if (!orderId || !row) {
      differences.push({
        orderId: null,
        kind: 'unknown_parcel',
        expected: null,
        received: line.net,
        dedupeKey: unknownParcelKey(courier, line.reference),
      })
      continue
    }
    if (row.settledAt !== null || seen.has(orderId)) {
      differences.push({
        orderId,
        kind: 'paid_twice',
        expected: row.net,
        received: line.net,
        dedupeKey: key('paid_twice', orderId),
      })
      continue
    }
    seen.add(orderId)
    settles.push({ orderId, amount: line.net })
    if (line.net !== row.net)
      differences.push({
        orderId,
        kind: 'amount_changed',
        expected: row.net,
        received: line.net,
        dedupeKey: key('amount_changed', orderId),
      })
  }
  return {
    courier,
    reference: statement.reference,
    paidAt: statement.paidAt,
    amount: statement.amount,
    parcels: statement.lines.length,
    settles,
    differences,
  }
}

/** What a reading did: the parcels each new statement settled, and the new differences. */
export interface StatementsOutcome {
  statements: { courier: CourierId; reference: string; settled: string[] }[]
  differences: CashDifferenceRow[]
  /** Couriers whose statements could not be read now (they are read again next hour). */
  unreachable: CourierId[]
}

/**
 * Reads every configured courier's statements: each not read before settles the parcels it pays
 * and records its differences; then the courier's delivered parcels on no statement after
 * `statementGraceDays` are recorded missing. New differences are told to the admin chats once.
 * `couriers` stands for the registry (a test's courier).
 */
export async function readStatements(
  db: Db,
  config: Config,
  settings: ShopSettings,
  now: Date,
  couriers: (id: CourierId) => Courier | null = (id) => courierModule(config, id),
): Promise<StatementsOutcome> {
  const chats = telegramSettings(config)?.adminChatIds ?? []
  const outcome: StatementsOutcome = { statements: [], differences: [], unreachable: [] }
  for (const id of COURIER_IDS) {
    const courier = couriers(id)
    if (!courier) continue
    let statements: CourierStatement[]
    try {
      statements = await courier.statements()
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      console.error(`cash: ${id} statements not read:`, error.message)
      outcome.unreachable.push(id)
      continue
    }
    const read = await readStatementRefs(
      db,
      id,
      statements.map((s) => s.reference),
    )
    // Oldest first: a parcel paid on two statements is settled by the first.
    const fresh = statements
      .filter((s) => !read.has(s.reference))
      .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
    for (const statement of fresh) {
      const facts = await statementFacts(
        db,
        id,
        statement.lines.map((l) => l.reference),
        statement.lines.flatMap((l) => (l.orderId ? [l.orderId] : [])),
      )
      const plan = planStatement(id, statement, facts)
      try {
        outcome.differences.push(...(await writeStatement(db, plan, chats, now)))
      } catch (error) {
        // Another reading (the cron beside the button) took it first.
        if (error instanceof StatementReadAlready) continue
        throw error
      }
      outcome.statements.push({
        courier: id,
        reference: statement.reference,
        settled: plan.settles.map((s) => s.orderId),
      })
    }
    const graceStart = new Date(now.getTime() - settings.couriers.statementGraceDays * DAY_MS)
    outcome.differences.push(...(await recordMissing(db, id, graceStart, chats, now)))
  }
  return outcome
}

/** The crons' call: the statements read, hourly. */
export async function sweepCash(env: Bindings, now: Date): Promise<StatementsOutcome> {
  const db = createDb(env.DB)
  return readStatements(db, readConfig(env), await readSettings(db), now)
}

/** Cash the owner received by hand for these delivered parcels, recorded with who. */
export async function recordCash(
  db: Db,
  orderIds: readonly string[],
  who: string,
  now: Date,
): Promise<LedgerRow[]> {
  const rows = new Map((await ledgerRowsOf(db, orderIds)).map((r) => [r.orderId, r]))
  for (const orderId of orderIds) {
    const row = rows.get(orderId)
    if (!row) throw notFound('CASH_NOT_OWED', { orderId })
    if (row.settledAt !== null) throw conflict('CASH_ALREADY_SETTLED', { orderId })
  }
  const recorded = await recordCashByHand(db, orderIds, who, now)
  // Settled between the read and the write: nothing was recorded.
  if (recorded.length === 0) throw conflict('CASH_ALREADY_SETTLED', { orderId: orderIds[0] ?? '' })
  return recorded
}

/** Does this phone lose cash on delivery: at least `refusalLimit` (0: never) uncleared refused
 * parcels within `refusalDays`? `refusals`: what refusalTimesQuery read for it. */
export function codRefused(refusals: { at: string }[], settings: ShopSettings, now: Date): boolean {
  const { refusalLimit, refusalDays } = settings.couriers
  if (refusalLimit === 0) return false
  const since = new Date(now.getTime() - refusalDays * DAY_MS).toISOString()
  return refusals.filter((refusal) => refusal.at >= since).length >= refusalLimit
}

export async function codRefusedFor(
  db: Db,
  settings: ShopSettings,
  phone: string,
  now: Date,
): Promise<boolean> {
  return codRefused(await refusalTimesQuery(db, phone).all(), settings, now)
}

/** Refuses cash on delivery to a phone with too many refused parcels; the shopper is told why and
 * that the online methods are still offered (the count is not said). */
export async function assertCodAllowed(
  db: Db,
  settings: ShopSettings,
  phone: string,
  now: Date,
): Promise<void> {
  if (await codRefusedFor(db, settings, phone, now)) throw conflict('COD_REFUSED_PHONE')
}
