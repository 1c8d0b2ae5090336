// One mailbox, however its address is written: the key the back-in-stock requests are deduplicated
// and limited by, so `rider+1@…`, `rider+2@…` and `Rider@…` are one address, not three.

/** Providers where dots in the local part are ignored (Gmail says so: they reach one inbox). */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
}

/**
 * The address lowercased, without a `+tag` (Gmail, Outlook, iCloud, Fastmail, Proton and most
 * hosts deliver `name+tag@` to `name@`; on a host that does not, two real mailboxes would only
 * share one limit), and for Gmail without the dots of its name.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const domain = address.slice(at + 1)
  let local = address.slice(0, at)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  const dotless = DOTLESS_DOMAINS[domain]
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`
}
