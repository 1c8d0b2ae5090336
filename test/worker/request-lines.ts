// Requests with the JSON request log on (the test worker runs with it off), and the lines they
// write: for the tests of the log itself and of each endpoint's D1 statement budget.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import { app } from '../../worker/app'
import { ORIGIN, clientAddress } from './helpers'

/** A request through the app with the request log on (unless `bindings` turn it off), and with
 * `bindings` in place of the test runtime's (a D1 binding of a test's own, say): a GET unless
 * `as` gives a JSON body, made with the caller's cookie when `as` names one. */
export async function logged(
  path: string,
  bindings: Partial<Cloudflare.Env> & { REQUEST_LOG?: 'json' | 'off' } = {},
  as?: { body?: unknown; cookie: string },
): Promise<Response> {
  const context = createExecutionContext()
  const headers: Record<string, string> = { Origin: ORIGIN, 'CF-Connecting-IP': clientAddress() }
  if (as) headers.Cookie = as.cookie
  const post = as?.body !== undefined
  if (post) headers['Content-Type'] = 'application/json'
  const response = await app.request(
    `${ORIGIN}/api${path}`,
    post ? { method: 'POST', headers, body: JSON.stringify(as.body) } : { headers },
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
