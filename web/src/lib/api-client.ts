// The typed API client (hono/client over the worker's routes) and the one place a response
// becomes data or an Error carrying the spec's transport messages (storefront §8).
import type { ErrorCode, ErrorParams } from '@schemas/error-codes'
import { hc, type ClientResponse } from 'hono/client'
import type { AppType } from '../../../worker/app'
import { markApiAnswered, markApiUnreachable, meansApiUnreachable } from './connection'
import { currentLanguage, errorTextsReady } from './i18n'

// Same origin by default; a Pages build pointed at a worker elsewhere sets VITE_API_BASE_URL
// (see docs/operations.md, Cloudflare Pages) and then sends the session cookie cross-origin.
const apiBase = import.meta.env.VITE_API_BASE_URL?.replace(/\/$/, '')

// Every call names the storefront's language, so e-mails and texts reach the shopper in it.
export const api = hc<AppType>(apiBase ?? '/', {
  init: { credentials: apiBase ? 'include' : 'same-origin' },
  headers: () => ({ 'Accept-Language': currentLanguage() }),
}).api

/** The address of an API path, for links, downloads and beacons the typed client does not make. */
export const apiUrl = (path: `/api/${string}`) => `${apiBase ?? ''}${path}`

/** A failed call: the API's code and params (what the web translates) and its English text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | null = null,
    readonly params: ErrorParams = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** A field of the success envelope a route answers with. */
type EnvelopeField<R, K extends string> =
  R extends ClientResponse<infer Body, number>
    ? Body extends { success: true } & Record<K, infer V>
      ? V
      : never
    : never
/** The `data` of a success. */
export type DataOf<R> = EnvelopeField<R, 'data'>
/** The `meta` beside `data` in a page of a list (its total and the next page's cursor). */
export type MetaOf<R> = EnvelopeField<R, 'meta'>

export async function unwrap<R extends ClientResponse<unknown, number>>(
  call: Promise<R>,
): Promise<DataOf<R>> {
  return (await answerOf(call)).data as DataOf<R>
}

/** The `data` of a success, or null when the API answers `status` (an answer the caller expects,
 * such as 401 from /auth/me for a visitor: no error is made, so no error texts are fetched). */
export async function unwrapOrNullOn<R extends ClientResponse<unknown, number>>(
  call: Promise<R>,
  status: number,
): Promise<DataOf<R> | null> {
  const body = await answerOf(call, status)
  return body ? (body.data as DataOf<R>) : null
}

/** A page of a list: its items and where it stands in the whole. */
export async function unwrapPage<R extends ClientResponse<unknown, number>>(
  call: Promise<R>,
): Promise<{ data: DataOf<R>; meta: MetaOf<R> }> {
  const body = await answerOf(call)
  return { data: body.data as DataOf<R>, meta: body.meta as MetaOf<R> }
}

/** An answer's body as read, before it is known to be a success. */
interface Envelope {
  success?: unknown
  data?: unknown
  meta?: unknown
  error?: unknown
  code?: unknown
  params?: unknown
}

/** The success envelope of a call, or the Error it failed with. */
async function answerOf(call: Promise<ClientResponse<unknown, number>>): Promise<Envelope>
async function answerOf(
  call: Promise<ClientResponse<unknown, number>>,
  absentOn: number,
): Promise<Envelope | null>
async function answerOf(call: Promise<ClientResponse<unknown, number>>, absentOn?: number) {
  let response: Response
  try {
    response = await call
  } catch {
    await errorTextsReady()
    throw failure('NETWORK', 0)
  }
  // The SPA fallback answers unknown paths with index.html instead of JSON.
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    // The spec's note to the message (back-office §8), for whoever opens the console.
    console.warn(`API endpoint not found: ${response.url} returned an HTML page instead of JSON`)
    await errorTextsReady()
    throw failure('ENDPOINT_NOT_FOUND', response.status)
  }
  if (response.status === absentOn) {
    markApiAnswered(response)
    // Read to the end: an unread answer keeps the request open in Chromium.
    await response.arrayBuffer()
    return null
  }
  let parsed: unknown
  try {
    parsed = await response.json()
  } catch {
    await errorTextsReady()
    throw failure('INVALID_JSON', response.status)
  }
  const body: Envelope = typeof parsed === 'object' && parsed !== null ? parsed : {}
  if (!response.ok || body.success !== true) {
    // The web keeps no list of codes (their texts are the errors chunk): a code this build does not
    // know (a newer server's) has no text there, so the English `error` is shown instead.
    const code = typeof body.code === 'string' && body.code ? (body.code as ErrorCode) : null
    const message =
      typeof body.error === 'string' && body.error
        ? body.error
        : `HTTP ${response.status} ${response.statusText}`.trim()
    const params = (typeof body.params === 'object' && body.params) || {}
    const error = new ApiError(message, response.status, code, params as ErrorParams)
    if (!meansApiUnreachable(error)) markApiAnswered(response)
    await errorTextsReady()
    throw error
  }
  markApiAnswered(response)
  return body
}

/** The error of a call the API did not answer; it also starts offline mode. Its message is the code:
 * the words are the errors chunk's (error-messages.ts), not the first page's. */
function failure(code: ErrorCode, status: number): ApiError {
  const error = new ApiError(code, status, code)
  if (meansApiUnreachable(error)) markApiUnreachable()
  return error
}
