// The rule the deploy applies to the configuration it deploys (dry-run.ts): no outside service's
// base address (every `*_API_URL` var: the payment providers, Telegram, e-mail, SMS) may be a
// sandbox or a local fake. With a sandbox address and live credentials every payment fails; with
// the sandbox's published credentials, orders would be confirmed on test wallets. An empty address
// is no address: that service stays off.

export interface SandboxAddress {
  /** The var, e.g. QI_API_URL. */
  name: string
  address: string
  /** Why it is not a live address. */
  reason: string
}

const LOCAL_HOSTS =
  /^(localhost|0\.0\.0\.0|\[::1?\]|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+)$/
/** Names reserved for tests and examples (RFC 2606, RFC 6761), and mDNS's. */
const RESERVED_ENDINGS = /\.(test|example|invalid|localhost|local)$/
/** Words providers name their test environments with, as a label or a dash-separated part of one
 * (uat-sandbox-3ds-api.qi.iq, pg-api-uat.zaincash.iq, fib.stage.fib.iq, api-m.sandbox.paypal.com,
 * Boxy's api-pre.tryboxy.dev). */
const SANDBOX_WORDS = new Set([
  'uat',
  'sandbox',
  'stage',
  'staging',
  'pre',
  'test',
  'testing',
  'dev',
  'demo',
  'mock',
  'fake',
])

/** Why this address is not a live one; null when it is. */
export function sandboxReason(address: string): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return 'not an address'
  }
  const host = url.hostname.toLowerCase()
  if (LOCAL_HOSTS.test(host)) return 'a local address'
  if (RESERVED_ENDINGS.test(host)) return 'a name reserved for tests'
  const word = host.split(/[.-]/).find((part) => SANDBOX_WORDS.has(part))
  if (word) return `a sandbox host ("${word}")`
  if (url.protocol !== 'https:') return 'not https'
  return null
}

/** The `*_API_URL` vars whose address is a sandbox or a fake. */
export function sandboxAddresses(vars: Record<string, unknown>): SandboxAddress[] {
  return Object.entries(vars).flatMap(([name, value]) => {
    if (!name.endsWith('_API_URL') || typeof value !== 'string' || value.trim() === '') return []
    const reason = sandboxReason(value.trim())
    return reason ? [{ name, address: value, reason }] : []
  })
}
