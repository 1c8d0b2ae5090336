// The drizzle handle over D1 (or over one of its sessions: lib/d1-bookmark), made once per request.
import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

export function createDb(d1: D1Database | D1DatabaseSession) {
  // A session answers prepare() and batch(), all that drizzle's queries call.
  return drizzle(d1 as D1Database, { schema })
}
export type Db = ReturnType<typeof createDb>
