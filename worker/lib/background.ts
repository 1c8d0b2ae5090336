// Work that runs after the response (e-mails, Telegram messages): started one way everywhere, kept
// alive by the request's or the cron's waitUntil, and logged when it fails, never lost silently.
export type Background = (what: string, task: () => Promise<unknown>) => void

export function backgroundOf(ctx: () => Pick<ExecutionContext, 'waitUntil'>): Background {
  return (what, task) => {
    ctx().waitUntil(
      task().catch((error: unknown) => {
        console.error(`${what} failed:`, error instanceof Error ? error.message : error)
      }),
    )
  }
}
