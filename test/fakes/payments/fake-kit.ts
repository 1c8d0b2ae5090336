// What the four providers' fakes share: their test controls (planned outages, answers in no
// documented shape, refused tokens, how the next refunds end), the bearer tokens they issue and
// count, and how they post to the shop. Each fake keeps its own paths and its answers, built from
// its provider's fixtures (test/fixtures/payments).
import type { Context, Next } from 'hono'

/** How the fake's next refunds end: done at once, pending until `completeRefunds()`, or refused
 * for good (each provider's documented refusal). */
export type RefundPlan = 'done' | 'pending' | 'refused'

/** Posts JSON to the shop (a notification or webhook); the default way a fake delivers. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

export function fakeControls(options: {
  /** The provider's error body for a planned outage (HTTP 500). */
  outage: unknown
  /** The provider's error body for a refused token (HTTP 401). */
  unauthorized: unknown
}) {
  let failures = 0
  let hang = false
  let nonsense = 0
  let refusedAuth = 0
  let refundPlan: RefundPlan = 'done'
  let refundOutages = 0
  let tokensIssued = 0
  const tokens = new Set<string>()

  return {
    /** Answers the API's calls as planned: outages, nonsense, refused authentication. */
    async gate(c: Context, next: Next, authorized: () => boolean) {
      if (failures > 0) {
        failures -= 1
        if (hang) await new Promise(() => {})
        return c.json(options.outage, 500)
      }
      if (nonsense > 0) {
        nonsense -= 1
        return c.html('<html><body>Service maintenance</body></html>', 200)
      }
      if (refusedAuth > 0 || !authorized()) {
        refusedAuth = Math.max(0, refusedAuth - 1)
        return c.json(options.unauthorized, 401)
      }
      await next()
    },
    /** The planned outage's answer. */
    outage: (c: Context) => c.json(options.outage, 500),
    /** A new bearer token, counted. */
    issueToken(prefix: string) {
      tokensIssued += 1
      const token = `${prefix}${crypto.randomUUID()}`
      tokens.add(token)
      return token
    },
    /** Does the request carry a token this fake issued? */
    bearer: (c: Context) =>
      tokens.has(c.req.header('Authorization')?.replace(/^Bearer /, '') ?? ''),
    /** What the next refund does: 'unavailable' for a planned outage, else the plan. */
    nextRefund(): RefundPlan | 'unavailable' {
      if (refundOutages > 0) {
        refundOutages -= 1
        return 'unavailable'
      }
      return refundPlan
    },
    controls: {
      /** How many tokens the fake has issued. */
      tokensIssued: () => tokensIssued,
      /** Forgets every token it issued (they expire): the next call with one answers 401. */
      expireTokens: () => tokens.clear(),
      /** The next `count` API calls answer 401 whatever their token. */
      refuseAuth(count: number) {
        refusedAuth = count
      },
      /** The next `count` API calls answer 500 (or, with 'hang', never answer). */
      fail(count: number, how: 'error' | 'hang' = 'error') {
        failures = count
        hang = how === 'hang'
      },
      /** The next `count` API calls answer 200 with a page no source documents. */
      answerNonsense(count: number) {
        nonsense = count
      },
      /** How the next refunds end, after `unavailable` planned outages of the refund call. */
      planRefunds(plan: RefundPlan, opts: { unavailable?: number } = {}) {
        refundPlan = plan
        refundOutages = opts.unavailable ?? 0
      },
    },
    reset() {
      failures = 0
      nonsense = 0
      refusedAuth = 0
      refundPlan = 'done'
      refundOutages = 0
    },
  }
}
