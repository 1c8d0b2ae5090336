// The typed API client (hono/client over the worker's routes) and the one place a response
// becomes data or an Error carrying the spec's transport messages (storefront §8).
import { hc, type ClientResponse } from 'hono/client'
import type { AppType } from '../../../worker/app'
import { markApiAnswered, markApiUnreachable, meansApiUnreachable } from './connection'
import { currentLanguage } from './i18n'

// Same origin by default; a Pages build pointed at a worker elsewhere sets VITE_API_BASE_URL
// (see README) and then sends the session cookie cross-origin.
const apiBase = import.meta.env.VITE_API_BASE_URL?.replace(/\/$/, '')

// Every call names the storefront's language, so e-mails and texts reach the shopper in it.
export const api = hc<AppType>(apiBase ?? '/', {
  init: { credentials: apiBase ? 'include' : 'same-origin' },
  headers: () => ({ 'Accept-Language': currentLanguage() }),
}).api

/** The address of an API path, for links, downloads and beacons the typed client does not make. */
export const apiUrl = (path: `/api/${string}`) => `${apiBase ?? ''}${path}`

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The `data` of the success envelope a route answers with. */
export type DataOf<R> =
  R extends ClientResponse<infer Body, number, string>
    ? Body extends { success: true; data: infer D }
      ? D
      : never
    : never

export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<DataOf<R>> {
  let response: Response
  try {
    response = await call
  } catch {
    throw failure('Network error: Cannot reach API', 0)
  }
  // The SPA fallback answers unknown paths with index.html instead of JSON.
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    // The spec's note to the message (back-office §8), for whoever opens the console.
    console.warn(`API endpoint not found: ${response.url} returned an HTML page instead of JSON`)
    throw failure('API endpoint not found', response.status)
  }
  let body: { success?: boolean; data?: unknown; error?: unknown }
  try {
    body = await response.json()
  } catch {
    throw failure('Invalid JSON response from server', response.status)
  }
  if (!response.ok || body?.success !== true) {
    const message =
      typeof body?.error === 'string' && body.error
        ? body.error
        : `HTTP ${response.status} ${response.statusText}`.trim()
    if (!meansApiUnreachable(response.status, message)) markApiAnswered(response)
    throw failure(message, response.status)
  }
  markApiAnswered(response)
  return body.data as DataOf<R>
}

/** The error to throw; a failure that means the API is out of reach also starts offline mode. */
function failure(message: string, status: number): ApiError {
  if (meansApiUnreachable(status, message)) markApiUnreachable()
  return new ApiError(message, status)
}
