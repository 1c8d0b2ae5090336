// Uploaded product photos: admins upload (PNG, JPEG, WebP or GIF, at most 10 MB); anyone reads
// them, whole or (`?w=`) at one of the widths the shop shows them at, in the format the browser takes.
import { Hono } from 'hono'
import * as z from 'zod'
import { PICTURE_WIDTHS, SIZED_PICTURE } from '../domain/picture-sizes'
import type { AppEnv } from '../env'
import { edgeCache } from '../lib/edge-cache'
import { badRequest, notFound } from '../lib/errors'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
import { E } from '../schemas/error-codes'
import { imageVariant, variantFormat, variantKey } from '../services/image-variants'
import {
  DASHBOARD_IMAGE_TYPES,
  imageUrl,
  MAX_IMAGE_BYTES,
  readImage,
  storeImage,
} from '../services/images'

const uploadForm = z.object({
  file: z.instanceof(File, { message: 'Please choose an image file' }),
})
const imageName = z.object({
  name: z.string().regex(/^[\w-]{1,80}\.(png|jpg|webp|gif)$/, 'Image not found'),
})
const sizeQuery = z.object({
  w: z.coerce
    .number({ error: E.IMAGE_WIDTH })
    .refine((w) => PICTURE_WIDTHS.some((width) => width === w), E.IMAGE_WIDTH)
    .optional(),
})

/** Names are random and never reused, so the bytes behind one (and its variants) never change. */
const FOREVER = 'public, max-age=31536000, immutable'

export const imageRoutes = new Hono<AppEnv>()
  .post('/', requireAdmin, validate('form', uploadForm), async (c) => {
    const { file } = c.req.valid('form')
    if (file.size > MAX_IMAGE_BYTES) throw badRequest('IMAGE_TOO_LARGE')
    // The file's bytes decide, whatever its name or declared type says.
    const bytes = new Uint8Array(await file.arrayBuffer())
    const name = await storeImage(c.env.BUCKET, bytes, DASHBOARD_IMAGE_TYPES)
    if (!name) throw badRequest('IMAGE_TYPE')
    return c.json(ok({ name, url: imageUrl(name) }), 201)
  })
  .get('/:name', validate('param', imageName), validate('query', sizeQuery), async (c) => {
    const { name } = c.req.valid('param')
    const { w } = c.req.valid('query')
    if (w === undefined) {
      const object = await readImage(c.env.BUCKET, name)
      if (!object) throw notFound('IMAGE_NOT_FOUND')
      return c.body(object.body, 200, {
        'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
        'Cache-Control': FOREVER,
        ETag: object.httpEtag,
      })
    }
    // GIFs keep their animation: they have no variants.
    if (!SIZED_PICTURE.test(imageUrl(name))) throw badRequest('IMAGE_WIDTH')
    const format = variantFormat(c.req.header('Accept'), name)
    const headers = (type: string) => ({
      'Content-Type': type,
      'Cache-Control': FOREVER,
      Vary: 'Accept',
    })
    const key = new URL(`/api/image-cache/${variantKey(name, w, format)}`, c.var.config.SITE_URL)
    const cache = edgeCache()
    const kept = await cache?.match(key)
    if (kept)
      return c.body(
        await kept.arrayBuffer(),
        200,
        headers(kept.headers.get('Content-Type') ?? format),
      )
    const variant = await imageVariant(c.env, name, w, format)
    if (!variant) throw notFound('IMAGE_NOT_FOUND')
    const answer = headers(variant.type)
    if (cache)
      c.var.background('image cache', () =>
        cache.put(key, new Response(variant.bytes, { headers: answer })),
      )
    return c.body(variant.bytes, 200, answer)
  })
