// Whether a request wrote outbox rows: the outbox's writers (db/queries/outbox.ts) mark the drizzle
// client they build their statements for, which is the request's own (middleware/database.ts), and
// middleware/forward-deliveries.ts forwards only after a request so marked. A request that wrote no
// message never asks the primary for the outbox. Marked when the statements are built: a batch that
// then fails only costs a forward that finds nothing.
const marked = new WeakSet<object>()

export function markOutboxWrite(db: object): void {
  marked.add(db)
}

export const wroteOutbox = (db: object): boolean => marked.has(db)
