// Calls the API with chosen settings (providers, keys) and waits for its background work and the
// messages it wrote to the outbox (delivered with the same settings), and fakes outside services at the HTTP boundary: fetches to their base URL.
import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { vi } from 'vitest'
import { app } from '../../worker/app'
import { deliverOutbox, recordingQueue } from './deliveries'
import { type ApiResult, clientAddress, ORIGIN } from './helpers'

export interface CallOptions {
  body?: unknown
  /** A gzip backup file sent as the raw body (the streamed import), instead of a JSON body. */
  file?: Uint8Array
  cookie?: string
  headers?: Record<string, string>
  /** Settings on top of the test bindings, e.g. { EMAIL_PROVIDER: 'resend' }. */
  settings?: Record<string, string>
  /** Where the shop is reached (default the test origin), e.g. http://localhost:8787. */
  url?: string
  /** false: leave the messages the call wrote in the outbox (as forwarded, not delivered). */
  deliver?: boolean
}

export async function callApi<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const base = options.url ?? ORIGIN
  const headers: Record<string, string> = {
    Origin: base,
    'CF-Connecting-IP': clientAddress(),
    ...options.headers,
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.file) headers['Content-Type'] = 'application/gzip'
  if (options.cookie) headers.Cookie = options.cookie
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`${base}/api${path}`, {
      method,
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    }),
    // The call's messages are delivered below, with its settings, not by the test runtime's queue.
    { ...env, ...options.settings, DELIVERIES: recordingQueue() },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  if (options.deliver !== false) await deliverOutbox(options.settings)
  const text = await response.text()
  return {
    status: response.status,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
    headers: response.headers,
  }
}

export interface FakeService {
  /** Each request the code under test sent, with its body read as text. */
  calls: { url: string; method: string; headers: Headers; body: string }[]
  restore: () => void
}

/** Answers every fetch whose URL starts with `base` with `reply`; other fetches go out as usual. */
export function fakeService(
  base: string,
  reply: (request: Request) => Response | Promise<Response>,
): FakeService {
  const calls: FakeService['calls'] = []
  const realFetch = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(base)) return realFetch(input, init)
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.clone().text(),
    })
    return reply(request)
  })
  return { calls, restore: () => spy.mockRestore() }
}

/** Console output of the code under test, captured (and kept out of the test log). */
export function captureConsole(kind: 'log' | 'error') {
  const spy = vi.spyOn(console, kind).mockImplementation(() => {})
  return {
    text: () => spy.mock.calls.map((args) => args.map(String).join(' ')).join('\n'),
    restore: () => spy.mockRestore(),
  }
}
