// Product photos: admins upload to R2 and anyone reads them back from /api/images/<name>.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { makeUser, ORIGIN, refusal } from './helpers'
import { JPEG, PNG, WEBP } from './image-fixtures'
import { workerFetch } from './worker-fetch'

function upload(file: Blob | string | null, cookie?: string, name = 'photo.png') {
  const form = new FormData()
  if (file !== null) form.append('file', file as Blob, name)
  return workerFetch(`${ORIGIN}/api/images`, {
    method: 'POST',
    body: form,
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  })
}

describe('images', () => {
  it('stores an uploaded PNG and serves the same bytes with its type', async () => {
    const admin = await makeUser('admin')
    const response = await upload(new Blob([PNG], { type: 'image/png' }), admin.cookie)
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as any
    expect(data.url).toMatch(/^\/api\/images\/[\w-]+\.png$/)
    const served = await workerFetch(`${ORIGIN}${data.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  })

  it('refuses anything but images, and files over 10 MB', async () => {
    const admin = await makeUser('admin')
    const text = await upload(new Blob(['hello'], { type: 'text/plain' }), admin.cookie, 'a.txt')
    expect(text.status).toBe(400)
    expect(((await text.json()) as any).error).toBe(
      'Only PNG, JPEG, WebP and GIF images are allowed',
    )
    const big = await upload(
      new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' }),
      admin.cookie,
    )
    expect(big.status).toBe(400)
    expect(((await big.json()) as any).error).toBe('File size too large. Maximum 10MB allowed.')
    const none = await upload(null, admin.cookie)
    expect(((await none.json()) as any).error).toBe('Please choose an image file')
  })

  it('refuses a text file named x.png and declared image/png, and stores nothing', async () => {
    const admin = await makeUser('admin')
    const before = (await env.BUCKET.list({ prefix: 'images/' })).objects.length
    const fake = await upload(
      new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }),
      admin.cookie,
      'x.png',
    )
    expect(fake.status).toBe(400)
    expect(await fake.json()).toEqual(refusal('IMAGE_TYPE'))
    expect((await env.BUCKET.list({ prefix: 'images/' })).objects.length).toBe(before)
  })

  it.each([
    ['a WebP declared as a PNG', WEBP, 'image/png', 'image/webp', 'webp'],
    ['a JPEG without a declared type', JPEG, '', 'image/jpeg', 'jpg'],
    ['a PNG declared as text', PNG, 'text/plain', 'image/png', 'png'],
  ])('stores %s with the type its bytes are', async (_name, bytes, declared, type, extension) => {
    const admin = await makeUser('admin')
    const response = await upload(new Blob([bytes], { type: declared }), admin.cookie, 'file.bin')
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as any
    expect(data.url).toMatch(new RegExp(`\\.${extension}$`))
    const served = await workerFetch(`${ORIGIN}${data.url}`)
    expect(served.headers.get('Content-Type')).toBe(type)
  })

  it('lets only admins upload', async () => {
    const customer = await makeUser()
    expect((await upload(new Blob([PNG], { type: 'image/png' }))).status).toBe(401)
    expect((await upload(new Blob([PNG], { type: 'image/png' }), customer.cookie)).status).toBe(403)
  })

  it('answers 404 for an unknown image', async () => {
    const response = await workerFetch(`${ORIGIN}/api/images/does-not-exist.png`)
    expect(response.status).toBe(404)
  })
})
