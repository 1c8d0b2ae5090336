// Uploaded product photos: admins upload (PNG, JPEG, WebP or GIF, at most 10 MB); anyone reads.
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../env'
import { badRequest, notFound } from '../lib/errors'
import { ok } from '../lib/respond'
import { requireAdmin } from '../middleware/session'
import { validate } from '../middleware/validate'
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
  .get('/:name', validate('param', imageName), async (c) => {
    const object = await readImage(c.env.BUCKET, c.req.valid('param').name)
    if (!object) throw notFound('IMAGE_NOT_FOUND')
    // Names are random and never reused, so the bytes behind one never change.
    return c.body(object.body, 200, {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: object.httpEtag,
    })
  })
