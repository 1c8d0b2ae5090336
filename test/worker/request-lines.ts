// Requests with the JSON request log on (the test worker runs with it off), and the lines they
// write: for the tests of the log itself and of each endpoint's D1 statement budget.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import { app } from '../../worker/app'
import { ORIGIN, clientAddress } from './helpers'

/** A GET through the app with the request log on (unless `bindings` turn it off), and with
 * `bindings` in place of the test runtime's (a D1 binding of a test's own, say). */
export async function logged(
  path: string,
  bindings: Partial<Cloudflare.Env> & { REQUEST_LOG?: 'json' | 'off' } = {},
): Promise<Response> {
  const context = createExecutionContext()
  const response = await app.request(
    `${ORIGIN}/api${path}`,
    { headers: { Origin: ORIGIN, 'CF-Connecting-IP': clientAddress() } },
    { ...env, REQUEST_LOG: 'json', ...bindings },
    context,
  )
  await waitOnExecutionContext(context)
  return response
}

/** The request lines written while `run` ran, parsed. */
export async function logLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  try {
    await run()
    return log.mock.calls
      .map(([first]) => (typeof first === 'string' && first.startsWith('{') ? first : null))
      .filter((line) => line !== null)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.message === 'request')
  } finally {
    log.mockRestore()
  }
}
