// How large a request body each API call may send. A larger one is refused with 413 before any
// handler reads it, whether it declares its length or arrives in chunks without one.
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { AppError } from '../lib/errors'
import { MAX_IMAGE_BYTES } from '../services/images'

const KB = 1024
const MB = 1024 * KB

/** Every JSON body not named below: a form, an order, a settings record. */
export const DEFAULT_BODY_LIMIT = 64 * KB

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, 'BODY_TOO_LARGE')
    },
  })

/** The calls that may send more than the default, by method and path. */
export const BODY_LIMITS = [
  // A product photo with the multipart form around it: a file a little over 10 MB still reaches
  // the route and gets the spec's "File size too large" message.
  { method: 'POST', path: /^\/api\/images$/, maxSize: MAX_IMAGE_BYTES + 64 * KB },
  // A backup file to import, the whole shop as JSON. It is held as text and as objects at once,
  // so it must stay well inside the isolate's 128 MB of memory.
  { method: 'POST', path: /^\/api\/admin\/data\/import$/, maxSize: 25 * MB },
  // A streamed backup file (gzip), read as it arrives and never held whole: up to Cloudflare's
  // own limit of a request body.
  { method: 'POST', path: /^\/api\/admin\/data\/import\/streamed$/, maxSize: 100 * MB },
  // A product at its largest: two 5000-character descriptions, 12 image addresses, 30 features
  // and 40 specifications in each language come to about 100 KB of UTF-8.
  { method: 'POST', path: /^\/api\/products$/, maxSize: 256 * KB },
  { method: 'PUT', path: /^\/api\/products\/\d+$/, maxSize: 256 * KB },
  // A Telegram update is small (4096 characters of text, a quoted message), but one refused would
  // be delivered again and again: leave it room.
  { method: 'POST', path: /^\/api\/telegram\/webhook$/, maxSize: 256 * KB },
].map((rule) => ({ ...rule, check: limit(rule.maxSize) }))

const byDefault = limit(DEFAULT_BODY_LIMIT)

export const limitBodies = createMiddleware<AppEnv>((c, next) => {
  const rule = BODY_LIMITS.find((r) => r.method === c.req.method && r.path.test(c.req.path))
  return (rule?.check ?? byDefault)(c, next)
})
