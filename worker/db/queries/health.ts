// The cheapest statement that proves the database answers.
import { sql } from 'drizzle-orm'
import type { Db } from '../client'

export async function pingDatabase(db: Db): Promise<void> {
  await db.run(sql`SELECT 1`)
}
