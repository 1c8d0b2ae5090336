// The deploy's rule (sandbox-addresses.ts): the repository's own wrangler.toml names no sandbox or
// fake, while every address `npm start` and the tests use, and each provider's published sandbox,
// is refused with its var, its address and why.
import { readFileSync } from 'node:fs'
import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { sandboxAddresses, sandboxReason } from './sandbox-addresses'

/** The KEY=value lines of a .dev.vars file. */
const devVars = (path: string) =>
  Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => /^\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )

describe('the deploy guard', () => {
  it('passes the repository’s wrangler.toml', () => {
    expect(sandboxAddresses(unstable_readConfig({ config: 'wrangler.toml' }).vars)).toEqual([])
  })

  it('refuses each local fake of .dev.vars.example, naming the var and the address', () => {
    const vars = devVars('.dev.vars.example')
    const refused = sandboxAddresses(vars)
    expect(refused.map((r) => r.name).sort()).toEqual(
      [
        'ALWASEET_API_URL',
        'BOXY_API_URL',
        'FIB_API_URL',
        'PAYPAL_API_URL',
        'QI_API_URL',
        'WHATSAPP_API_URL',
        'ZAINCASH_API_URL',
      ].sort(),
    )
    expect(refused).toContainEqual({
      name: 'QI_API_URL',
      address: 'http://127.0.0.1:8790/qi/api/v1',
      reason: 'a local address',
    })
  })

  it.each([
    ['https://uat-sandbox-3ds-api.qi.iq/api/v1', 'a sandbox host ("uat")'],
    ['https://pg-api-uat.zaincash.iq', 'a sandbox host ("uat")'],
    ['https://test.zaincash.iq', 'a sandbox host ("test")'],
    ['https://fib.stage.fib.iq', 'a sandbox host ("stage")'],
    ['https://api-m.sandbox.paypal.com', 'a sandbox host ("sandbox")'],
    ['https://api-pre.tryboxy.dev/api/v1', 'a sandbox host ("pre")'],
    ['http://localhost:8790/fib', 'a local address'],
    ['http://[::1]:8790', 'a local address'],
    ['http://qi.test/api/v1', 'a name reserved for tests'],
    ['https://payments.example', 'a name reserved for tests'],
    ['http://api.live-provider.iq', 'not https'],
    ['not a url', 'not an address'],
  ])('refuses %s: %s', (address, reason) => {
    expect(sandboxReason(address)).toBe(reason)
  })

  it.each([
    'https://fib.prod.fib.iq',
    'https://pg-api.zaincash.iq',
    'https://api-m.paypal.com',
    'https://api.telegram.org',
    'https://contest-payments.iq/api',
  ])('lets the live address %s through', (address) => {
    expect(sandboxReason(address)).toBeNull()
  })

  it('looks only at the services’ addresses, and an empty one is a service left off', () => {
    expect(
      sandboxAddresses({
        QI_API_URL: '',
        SITE_URL: 'http://localhost:8787',
        EMAIL_API_URL: 'http://127.0.0.1:9000',
      }),
    ).toEqual([
      { name: 'EMAIL_API_URL', address: 'http://127.0.0.1:9000', reason: 'a local address' },
    ])
  })
})
