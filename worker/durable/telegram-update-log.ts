// The Telegram update log: one Durable Object that makes each update_id count once.
import { DurableObject } from 'cloudflare:workers'

/** A claim whose handler never finished (its worker died) may be taken again after this. */
const STALE_CLAIM_MS = 5 * 60 * 1000
/**
 * Handled ids are kept this long: Telegram gives up redelivering within a day, and ids are
 * compared as a set, never as "greater than the last", because they can jump after a silence.
 */
const KEEP_HANDLED_MS = 7 * 24 * 60 * 60 * 1000

type State = 'handling' | 'handled'

/** A plain type, so that the API's answer (and the web reading it) need no Workers RPC types. */
export interface UpdateStats {
  handled: number
  lastHandledAt: string | null
}

export class TelegramUpdateLog extends DurableObject {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env)
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS updates (
        update_id INTEGER PRIMARY KEY,
        state TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS updates_at_idx ON updates (at);
    `)
  }

  /**
   * True when the caller may handle the update: it was never seen, or an earlier handling
   * failed (released) or went stale. The object runs one call at a time and SQL storage is
   * synchronous, so of two concurrent deliveries exactly one gets true.
   */
  claim(updateId: number): boolean {
    const now = Date.now()
    const sql = this.ctx.storage.sql
    sql.exec('DELETE FROM updates WHERE state = ? AND at < ?', 'handled', now - KEEP_HANDLED_MS)
    const [row] = sql
      .exec<{ state: State; at: number }>(
        'SELECT state, at FROM updates WHERE update_id = ?',
        updateId,
      )
      .toArray()
    if (row && (row.state === 'handled' || row.at > now - STALE_CLAIM_MS)) return false
    sql.exec('INSERT OR REPLACE INTO updates VALUES (?, ?, ?)', updateId, 'handling', now)
    return true
  }

  /** The update was handled: later deliveries of it are dropped. */
  complete(updateId: number): void {
    const sql = 'UPDATE updates SET state = ?, at = ? WHERE update_id = ?'
    this.ctx.storage.sql.exec(sql, 'handled', Date.now(), updateId)
  }

  /** Handling failed: Telegram's next delivery of the update may handle it again. */
  release(updateId: number): void {
    const sql = 'DELETE FROM updates WHERE update_id = ? AND state = ?'
    this.ctx.storage.sql.exec(sql, updateId, 'handling')
  }

  /** For the admins' status panel. */
  stats(): UpdateStats {
    const sql = 'SELECT count(*) AS n, max(at) AS last FROM updates WHERE state = ?'
    const [row] = this.ctx.storage.sql
      .exec<{ n: number; last: number | null }>(sql, 'handled')
      .toArray()
    const last = row?.last ? new Date(row.last).toISOString() : null
    return { handled: row?.n ?? 0, lastHandledAt: last }
  }
}

/** The one log every worker instance shares. */
export const updateLog = (namespace: DurableObjectNamespace<TelegramUpdateLog>) =>
  namespace.getByName('updates')
