// The drizzle handle over D1 (or over one of its sessions: lib/d1-bookmark), made once per request.
// No schema is passed: the shop builds its queries (db.select/insert/...), never drizzle's
// relational `db.query`, and with a schema every handle would walk all the tables' relations again
// (about a millisecond of CPU a request, measured 29 November).
import { drizzle } from 'drizzle-orm/d1'

export function createDb(d1: D1Database | D1DatabaseSession) {
  // A session answers prepare() and batch(), all that drizzle's queries call.
  return drizzle(d1 as D1Database)
}
export type Db = ReturnType<typeof createDb>
