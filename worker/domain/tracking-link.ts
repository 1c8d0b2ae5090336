// How long a tracking link shows an order in detail. A link is shared (WhatsApp, a forwarded
// e-mail) and lives on in chats; once the order is delivered or cancelled, its detailed view ends
// TRACKING_DETAIL_DAYS later (410 TRACKING_EXPIRED). My Orders makes a new link (the old one stops
// working), which shows the order for as long again from the day it was made: the day is written
// into the new token after its 22 random characters (`<random>_<seconds in base 36>`), so no
// column is needed and nobody can change it (the token is looked up whole).

/** The public page of an order's tracking link (the web's route, the e-mails' link). Here, not
 * beside the order events: the web's paths import it on every first load. */
export const trackingPath = (token: string) => `/track/${encodeURIComponent(token)}`

export const TRACKING_DETAIL_DAYS = 28
const DAY_MS = 24 * 60 * 60 * 1000
/** base64url of 16 random bytes. */
const RANDOM_LENGTH = 22

/** A new token's suffix: when it was made. */
export const issuedSuffix = (now: Date) => `_${Math.floor(now.getTime() / 1000).toString(36)}`

/** When a token made by My Orders was made (ms), or null for the order's first token. */
export function tokenIssuedAt(token: string): number | null {
  if (token.length <= RANDOM_LENGTH + 1 || token[RANDOM_LENGTH] !== '_') return null
  const seconds = parseInt(token.slice(RANDOM_LENGTH + 1), 36)
  return Number.isSafeInteger(seconds) ? seconds * 1000 : null
}

/** When a finished order (delivered or cancelled, FINISHED_STATUSES) reached the status it has now:
 * its last event into it (its placing for an order that has none); null while it is not finished. */
export function finishedAt(
  order: { status: string; createdAt: string },
  events: readonly { kind: string; status: string; createdAt: string }[],
  finished: readonly string[],
): string | null {
  if (!finished.includes(order.status)) return null
  return (
    events.findLast((e) => e.kind === 'status' && e.status === order.status)?.createdAt ??
    order.createdAt
  )
}

/** Whether the detailed view has ended: the order is finished (delivered or cancelled, the status
 * table's FINISHED_STATUSES: `finishedAt` says when, null while it is not) and both its finishing
 * and the token's making are more than TRACKING_DETAIL_DAYS ago. */
export function trackingExpired(finishedAt: string | null, token: string, now: Date): boolean {
  if (finishedAt === null) return false
  const since = Math.max(Date.parse(finishedAt), tokenIssuedAt(token) ?? 0)
  return now.getTime() - since > TRACKING_DETAIL_DAYS * DAY_MS
}
