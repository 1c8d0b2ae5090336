// The signed links of the back-in-stock e-mails: confirm a request (the address's owner asked for
// it) and unsubscribe the address from every request. Each carries an HMAC of what it names under
// JWT_SECRET, so only the e-mail's reader holds it, nothing is stored for it, and it works without
// signing in. Both sign the mailbox, so a link to `rider+x@` also speaks for `rider@`.
import { mailboxOf } from '../domain/mailbox'
import { hmacHex, sameText } from '../lib/hmac'

export const STOCK_ALERT_PATHS = {
  confirm: '/api/stock-alerts/confirm',
  unsubscribe: '/api/stock-alerts/unsubscribe',
} as const

/** What a link names: the product for a confirmation, none for an unsubscribe. */
export interface LinkSubject {
  email: string
  productId?: number
}

const keyOf = (secret: string, purpose: keyof typeof STOCK_ALERT_PATHS, subject: LinkSubject) =>
  hmacHex(
    secret,
    `stock-alert-${purpose}:${subject.productId ?? ''}:${mailboxOf(subject.email)}`,
  ).then((mac) => mac.slice(0, 32))

export async function stockAlertLink(
  siteUrl: string,
  secret: string,
  purpose: keyof typeof STOCK_ALERT_PATHS,
  subject: LinkSubject,
): Promise<string> {
  const query = new URLSearchParams({
    email: subject.email,
    ...(subject.productId !== undefined && { product: String(subject.productId) }),
    key: await keyOf(secret, purpose, subject),
  })
  return `${siteUrl}${STOCK_ALERT_PATHS[purpose]}?${query.toString()}`
}

/** Whether `key` is the one the link for this subject carries. */
export async function isStockAlertKey(
  secret: string,
  purpose: keyof typeof STOCK_ALERT_PATHS,
  subject: LinkSubject,
  key: string,
): Promise<boolean> {
  return sameText(key, await keyOf(secret, purpose, subject))
}
