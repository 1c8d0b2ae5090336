// A product photo at the width it is shown: GET /api/images/<name>?w= answers one of the fixed
// widths in AVIF or WebP when the browser takes them, never wider than the photo, made once and
// kept, and without the camera's EXIF.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { PICTURE_WIDTHS } from '../../worker/domain/picture-sizes'
import { contains, GIF, latitudeBytes, photo, size, withExif } from './image-fixtures'
import { makeUser, ORIGIN, refusal } from './helpers'
import { workerFetch } from './worker-fetch'

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'

let admin: string
beforeAll(async () => {
  admin = (await makeUser('admin')).cookie
})

async function upload(bytes: Uint8Array, type = 'image/jpeg') {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), 'photo')
  const response = await workerFetch(`${ORIGIN}/api/images`, {
    method: 'POST',
    body: form,
    headers: { Origin: ORIGIN, Cookie: admin },
  })
  expect(response.status).toBe(201)
  return (await response.json<{ data: { name: string; url: string } }>()).data
}

const get = (url: string, accept = AVIF_FIRST) =>
  workerFetch(`${ORIGIN}${url}`, { headers: { Accept: accept } })

describe('sized photos', () => {
  let photoUrl: string
  let photoName: string
  beforeAll(async () => {
    const uploaded = await upload(withExif(await photo(1200, 900)))
    photoUrl = uploaded.url
    photoName = uploaded.name
  })

  it('answers each allowed width in AVIF, cached for a year and varying by Accept', async () => {
    for (const width of [160, 360, 720, 1080]) {
      const response = await get(`${photoUrl}?w=${width}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/avif')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('Vary')).toContain('Accept')
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(await size(bytes)).toEqual({ width, height: (width * 3) / 4, format: 'image/avif' })
    }
  })

  it('answers WebP to a browser without AVIF and JPEG (or PNG for a PNG) to one with neither', async () => {
    const webp = await get(`${photoUrl}?w=360`, 'image/webp,*/*')
    expect(webp.headers.get('Content-Type')).toBe('image/webp')
    expect(await size(await webp.arrayBuffer())).toMatchObject({ format: 'image/webp' })
    const jpeg = await get(`${photoUrl}?w=360`, '*/*')
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg')
    expect(await size(await jpeg.arrayBuffer())).toMatchObject({ width: 360, format: 'image/jpeg' })
    const png = await upload(await photo(400, 300, 'image/png'), 'image/png')
    const pngVariant = await get(`${png.url}?w=360`, '')
    expect(pngVariant.headers.get('Content-Type')).toBe('image/png')
  })

  it('never makes a photo wider than it is', async () => {
    const small = await upload(await photo(500, 250))
    const response = await get(`${small.url}?w=1080`)
    expect(await size(await response.arrayBuffer())).toEqual({
      width: 500,
      height: 250,
      format: 'image/avif',
    })
  })

  it('never answers an empty picture: a photo too small for the encoder is served as it is', async () => {
    const tiny = await upload(await photo(2, 2, 'image/png'), 'image/png')
    const response = await get(`${tiny.url}?w=360`)
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBeGreaterThan(0)
    expect(await size(bytes)).toMatchObject({
      width: 2,
      height: 2,
      format: response.headers.get('Content-Type'),
    })
  })

  it('refuses any other width with 400, and GIFs, which keep their animation, have none', async () => {
    for (const w of ['500', '0', '100', '159', '161', '320', 'big', '360.5', '']) {
      const response = await get(`${photoUrl}?w=${w}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(refusal('IMAGE_WIDTH'))
    }
    const gif = await upload(GIF, 'image/gif')
    expect((await get(`${gif.url}?w=360`)).status).toBe(400)
    expect((await get(gif.url)).status).toBe(200)
  })

  it('keeps a photo to 4 widths × 3 formats = 12 variants however it is asked for (the monthly bound in docs/catalogue.md)', async () => {
    for (const width of PICTURE_WIDTHS)
      for (const accept of [AVIF_FIRST, 'image/webp', '*/*', 'image/png', 'image/jpeg', ''])
        expect((await get(`${photoUrl}?w=${width}`, accept)).status).toBe(200)
    const kept = await env.BUCKET.list({ prefix: `variants/${photoName}/` })
    expect(kept.objects.map((o) => o.key.split('/').pop()).sort()).toEqual(
      PICTURE_WIDTHS.flatMap((w) => ['avif', 'jpg', 'webp'].map((f) => `${w}.${f}`)).sort(),
    )
    expect(kept.objects).toHaveLength(12)
  })

  it('answers 404 for a photo that does not exist', async () => {
    const response = await get('/api/images/0000-missing.jpg?w=360')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual(refusal('IMAGE_NOT_FOUND'))
  })

  it('makes each variant once: it is kept in R2 and served from there', async () => {
    await get(`${photoUrl}?w=720`, 'image/webp')
    const kept = await env.BUCKET.get(`variants/${photoName}/720.webp`)
    expect(kept?.httpMetadata?.contentType).toBe('image/webp')
    const bytes = new Uint8Array(await kept!.arrayBuffer())
    // Without the photo to make it from, the kept variant is still what is served.
    const photoBytes = await (await env.BUCKET.get(`images/${photoName}`))!.arrayBuffer()
    await env.BUCKET.delete(`images/${photoName}`)
    try {
      const again = await get(`${photoUrl}?w=720`, 'image/webp')
      expect(again.status).toBe(200)
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes)
    } finally {
      await env.BUCKET.put(`images/${photoName}`, photoBytes)
    }
  })

  it('keeps the upload as it came, and serves the photo and its variants without the GPS', async () => {
    expect(
      contains(
        new Uint8Array(await (await env.BUCKET.get(`originals/${photoName}`))!.arrayBuffer()),
        latitudeBytes(),
      ),
    ).toBe(true)
    const served = new Uint8Array(await (await get(photoUrl)).arrayBuffer())
    expect(contains(served, latitudeBytes())).toBe(false)
    expect(await size(served)).toMatchObject({ width: 1200, height: 900 })
    const variant = new Uint8Array(await (await get(`${photoUrl}?w=360`, '*/*')).arrayBuffer())
    expect(contains(variant, latitudeBytes())).toBe(false)
    expect(contains(variant, 'Exif')).toBe(false)
  })
})
