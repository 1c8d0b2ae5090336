// How every provider module calls its provider: one HTTP helper with a timeout, the OAuth token
// cached per isolate until it expires (refreshed once on a 401), and every failure classified as
// unavailable (retry later), refused (permanent, with the provider's own code) or an invalid
// answer. The modules keep only what differs: their paths, shapes and error envelopes.
import * as z from 'zod'
import {
  type ProviderId,
  ProviderInvalidAnswer,
  ProviderRefused,
  ProviderUnavailable,
} from './provider'

/** Each call to a provider gives up after this long. */
export const PROVIDER_TIMEOUT_MS = 10_000

/** The provider's own code in an error answer's body, when it gives one. */
export type ErrorCodeOf = (body: unknown) => string | null

/** How calls are authenticated: fixed headers, a bearer token that a 401 renews, or a token in
 * the query string (Al-Waseet's `?token=`). */
export interface ProviderAuth {
  headers(): Promise<Record<string, string>>
  /** Query parameters every call carries, where the provider takes its token there. */
  query?: () => Promise<Record<string, string>>
  /** Forgets the cached token (after a 401), where there is one. */
  renew?: () => void
}

export interface CallInit {
  method?: 'GET' | 'POST'
  /** Sent as JSON. */
  body?: unknown
  /** Sent as multipart/form-data instead (the couriers of the Al-Waseet family take forms). */
  form?: Record<string, string>
  headers?: Record<string, string>
  /** Query parameters of this call. */
  query?: Record<string, string>
}

/** fetch with the provider timeout; no answer in time, or none at all, is ProviderUnavailable. */
async function send(
  provider: ProviderId,
  what: string,
  url: string,
  init: RequestInit,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined
  // The signal ends the request; the race also ends the wait where a fetch ignores the signal.
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${PROVIDER_TIMEOUT_MS} ms`)),
      PROVIDER_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([
      fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }),
      gaveUp,
    ])
  } catch (error) {
    throw new ProviderUnavailable(provider, `${what}: no answer`, { cause: error })
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
}

const bodyOf = async (response: Response): Promise<unknown> => {
  const text = await response.text().catch(() => '')
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Throws the failure a non-2xx answer stands for. */
async function refuse(
  provider: ProviderId,
  what: string,
  response: Response,
  errorCodeOf: ErrorCodeOf,
): Promise<never> {
  const body = await bodyOf(response)
  const code = errorCodeOf(body)
  const detail = `${what}: HTTP ${response.status}`
  const { status } = response
  if (status === 401 || status === 408 || status === 429 || status >= 500)
    throw new ProviderUnavailable(provider, detail, { code })
  if (status >= 400) throw new ProviderRefused(provider, detail, { code: code ?? `HTTP_${status}` })
  throw new ProviderInvalidAnswer(provider, detail, { code })
}

/** The answer's JSON when it matches `schema`, else ProviderInvalidAnswer. */
export async function answerOf<T>(
  provider: ProviderId,
  what: string,
  response: Response,
  schema: z.ZodType<T>,
): Promise<T> {
  const parsed = schema.safeParse(await bodyOf(response))
  if (!parsed.success) throw new ProviderInvalidAnswer(provider, `${what}: unexpected answer`)
  return parsed.data
}

const bodyJson = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body))

function formData(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

export interface ProviderApi {
  /** One call: its answer when 2xx (after one token renewal on a 401), else a ProviderError. */
  call(what: string, path: string, init?: CallInit): Promise<Response>
  /** One call whose answer must match `schema`. */
  json<T>(schema: z.ZodType<T>, what: string, path: string, init?: CallInit): Promise<T>
}

export function providerApi(options: {
  provider: ProviderId
  base: string
  auth: ProviderAuth
  errorCodeOf: ErrorCodeOf
  /** Called before every request is sent (a rate guard that throws rather than exceed a limit). */
  beforeSend?: () => void
  /** 4xx answers (but 401, 408 and 429) go back to the module, whose error envelope says what
   * failed (the Al-Waseet family answers its errors in { status, errNum, msg } on 200 and 400). */
  readsRefusals?: boolean
}): ProviderApi {
  const { provider, auth, errorCodeOf } = options
  const base = options.base.replace(/\/+$/, '')
  const handedBack = (status: number) =>
    options.readsRefusals === true &&
    status >= 400 &&
    status < 500 &&
    ![401, 408, 429].includes(status)
  async function attempt(what: string, path: string, init: CallInit) {
    const query = new URLSearchParams({ ...init.query, ...(await auth.query?.()) }).toString()
    options.beforeSend?.()
    return send(provider, what, `${base}${path}${query ? `?${query}` : ''}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(await auth.headers()),
        ...init.headers,
      },
      body: init.form ? formData(init.form) : bodyJson(init.body),
    })
  }
  const api: ProviderApi = {
    async call(what, path, init = {}) {
      let response = await attempt(what, path, init)
      if (response.status === 401 && auth.renew) {
        auth.renew()
        response = await attempt(what, path, init)
      }
      return response.ok || handedBack(response.status)
        ? response
        : refuse(provider, what, response, errorCodeOf)
    },
    async json(schema, what, path, init) {
      return answerOf(provider, what, await api.call(what, path, init), schema)
    },
  }
  return api
}

/** Fixed headers: HTTP Basic and the like. */
export const fixedAuth = (headers: Record<string, string>): ProviderAuth => ({
  headers: () => Promise.resolve(headers),
})

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
})

/** A provider that names no lifetime gets its token kept this long (a 401 renews it sooner). */
const DEFAULT_TOKEN_SECONDS = 300

/** Tokens by provider, token address and credentials, for the life of the isolate. A pending fetch
 * is shared, so calls made together ask for one token. */
const tokens = new Map<string, { token: Promise<string>; expiresAt: number }>()

/** The token cached under `key`, fetched when there is none or it expired (renewed a tenth of its
 * life early); a failed fetch is forgotten so the next call asks again. */
async function cachedToken(
  key: string,
  fetchToken: () => Promise<{ token: string; seconds: number }>,
): Promise<string> {
  let entry = tokens.get(key)
  if (!entry || entry.expiresAt <= Date.now()) {
    const fetched = fetchToken()
    entry = { token: fetched.then((t) => t.token), expiresAt: Number.POSITIVE_INFINITY }
    tokens.set(key, entry)
    const pending = entry
    fetched.then(
      (t) => (pending.expiresAt = Date.now() + t.seconds * 900),
      () => tokens.get(key) === pending && tokens.delete(key),
    )
  }
  return entry.token
}

/**
 * An OAuth2 client-credentials token (RFC 6749 §4.4), cached until it expires (renewed a tenth of
 * its life early). The token endpoint refusing us is a configuration fault, not the payment's:
 * every failure there is ProviderUnavailable.
 */
export function clientCredentials(options: {
  provider: ProviderId
  url: string
  clientId: string
  form: Record<string, string>
  headers?: Record<string, string>
}): ProviderAuth {
  const { provider, url } = options
  // The credentials are part of the key: a secret changed in the settings never reuses a token
  // the old one was given (the map lives in the isolate's memory only).
  const key = JSON.stringify([provider, url, options.clientId, options.form, options.headers ?? {}])
  async function fetchToken(): Promise<{ token: string; seconds: number }> {
    const response = await send(provider, 'token', url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...options.headers,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...options.form }),
    })
    if (!response.ok)
      throw new ProviderUnavailable(provider, `token: HTTP ${response.status}`, {
        code: z.object({ error: z.string() }).safeParse(await bodyOf(response)).data?.error,
      })
    const answer = await answerOf(provider, 'token', response, tokenAnswer)
    return { token: answer.access_token, seconds: answer.expires_in ?? DEFAULT_TOKEN_SECONDS }
  }
  return {
    async headers() {
      return { Authorization: `Bearer ${await cachedToken(key, fetchToken)}` }
    },
    renew: () => tokens.delete(key),
  }
}

/**
 * A token the provider's own login call gives (Al-Waseet's username and password), carried in the
 * query string as `parameter`, and kept for the life of the isolate until `renew` (the provider
 * says it was refused). `key` names the provider's address and credentials; `login` fails with
 * ProviderUnavailable, as a refused login is a configuration fault, not the call's.
 */
export function loginToken(options: {
  key: string
  parameter: string
  login: () => Promise<string>
}): ProviderAuth {
  const key = `login:${options.key}`
  const fetchToken = async () => ({
    token: await options.login(),
    seconds: Number.POSITIVE_INFINITY,
  })
  return {
    headers: () => Promise.resolve({}),
    query: async () => ({ [options.parameter]: await cachedToken(key, fetchToken) }),
    renew: () => tokens.delete(key),
  }
}

/** Request times by provider and account, for the life of the isolate. */
const sent = new Map<string, number[]>()

/**
 * A sliding-window guard for a documented rate limit: at most `requests` in any `perSeconds` from
 * this isolate; the one past it throws ProviderUnavailable (code RATE_LIMITED) instead of being
 * sent, so the provider never answers with its own refusal.
 */
export function slidingWindow(options: {
  provider: ProviderId
  key: string
  requests: number
  perSeconds: number
}): () => void {
  const { provider, requests, perSeconds } = options
  return () => {
    const now = Date.now()
    const recent = (sent.get(options.key) ?? []).filter((at) => at > now - perSeconds * 1000)
    if (recent.length >= requests) {
      sent.set(options.key, recent)
      throw new ProviderUnavailable(provider, `over ${requests} requests in ${perSeconds} s`, {
        code: 'RATE_LIMITED',
      })
    }
    recent.push(now)
    sent.set(options.key, recent)
  }
}
