// A D1 session that starts at a bookmark the client sent, and lets it go when D1 refuses it. The
// bookmark is the client's word: a malformed one is ignored before it gets here (lib/d1-bookmark),
// but one that is well formed may still be unknown to D1 (another database's, made up, from before
// a restore). When opening the session at it throws, or the session's first call fails, that call
// is made again in a session started anywhere ('first-unconstrained'), which every later call
// uses. Any failure of that first call counts as a refusal (D1 names no code for it): a statement
// that fails for its own reason fails again, once more, and is thrown. Once a call has succeeded at
// the bookmark, it was accepted, and nothing is made twice.

/** What the request's drizzle client and the bookmark header need of a session. */
export type D1Opened = Pick<D1DatabaseSession, 'prepare' | 'batch' | 'getBookmark'>

const ANYWHERE = 'first-unconstrained'

type Attempt = <T>(run: (session: D1Opened) => Promise<T>) => Promise<T>

/** A statement bound to no session until it runs: made again on whichever session the call
 * runs on. */
class Statement {
  constructor(
    private readonly query: string,
    private readonly values: unknown[],
    private readonly attempt: Attempt,
  ) {}

  bind(...values: unknown[]) {
    return new Statement(this.query, values, this.attempt)
  }

  /** The statement as `session`'s own. */
  on(session: D1Opened): D1PreparedStatement {
    const statement = session.prepare(this.query)
    return this.values.length > 0 ? statement.bind(...this.values) : statement
  }

  first(column?: string) {
    return this.attempt((s) =>
      column === undefined ? this.on(s).first() : this.on(s).first(column),
    )
  }

  run() {
    return this.attempt((s) => this.on(s).run())
  }

  all() {
    return this.attempt((s) => this.on(s).all())
  }

  raw(options?: { columnNames?: boolean }) {
    return this.attempt((s) =>
      options?.columnNames ? this.on(s).raw({ columnNames: true }) : this.on(s).raw(),
    )
  }
}

/**
 * The session `open(start)` gives; when `start` is a bookmark (not a constraint such as
 * 'first-primary'), one that falls back to a session started anywhere if D1 refuses it.
 */
export function sessionAt(open: (start: string) => D1Opened, start: string): D1Opened {
  if (start.startsWith('first-')) return open(start)
  let bookmarked: D1Opened
  try {
    bookmarked = open(start)
  } catch {
    return open(ANYWHERE)
  }
  let session = bookmarked
  let accepted = false
  const attempt: Attempt = async (run) => {
    const tried = session
    try {
      const result = await run(tried)
      if (tried === bookmarked) accepted = true
      return result
    } catch (error) {
      if (tried !== bookmarked || accepted) throw error
      if (session === bookmarked) session = open(ANYWHERE)
      return run(session)
    }
  }
  return {
    prepare: (query: string) => new Statement(query, [], attempt) as unknown as D1PreparedStatement,
    batch: (statements: D1PreparedStatement[]) =>
      attempt((s) =>
        s.batch(statements.map((statement) => (statement as unknown as Statement).on(s))),
      ),
    getBookmark: () => session.getBookmark(),
  }
}
