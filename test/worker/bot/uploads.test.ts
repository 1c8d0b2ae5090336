// Product images through the bot: an admin's PNG or JPG (at most 10MB) with the product id as
// caption is fetched through getFile, stored in R2, added to the product and served by the worker.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { findProduct } from '../../../worker/db/queries/products'
import { translator } from '../../../worker/telegram/i18n'
import { db, makeProduct, unique } from '../helpers'
import {
  CAMERA,
  contains,
  JPEG,
  latitudeBytes,
  photo,
  PNG,
  WEBP,
  withExif,
} from '../image-fixtures'
import { ADMIN_CHAT, telegram } from './fake-telegram'
import { CUSTOMER_CHAT, deliver, documentUpdate, photoUpdate } from './updates'
import { workerFetch } from '../worker-fetch'

const t = translator('en')

beforeEach(() => telegram.reset())

const MB = 1024 * 1024
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])

/** Puts a file on the fake Telegram and returns its id. */
function telegramFile(bytes: Uint8Array, reportedSize?: number) {
  const fileId = `file-${unique()}`
  telegram.files.set(fileId, { bytes, size: reportedSize })
  return fileId
}

async function send(update: { message: { chat: { id: number } } }) {
  const chat = update.message.chat.id
  const before = telegram.textsTo(chat).length
  const response = await deliver(update)
  expect(response.status).toBe(200)
  return telegram.textsTo(chat).slice(before)
}

/** The photos served (images/) and the uploads kept as they came (originals/). */
const imageKeys = async () =>
  [
    ...(await env.BUCKET.list({ prefix: 'images/' })).objects,
    ...(await env.BUCKET.list({ prefix: 'originals/' })).objects,
  ].map((o) => o.key)
const getFileCalls = () => telegram.calls.filter((c) => c.method === 'getFile')

describe('images sent to the bot', () => {
  it('stores an admin photo in R2, makes it the main image and serves it', async () => {
    const product = await makeProduct({ name: 'Visor' })
    const fileId = telegramFile(JPEG)
    const replies = await send(
      photoUpdate(ADMIN_CHAT, { fileId, size: JPEG.byteLength, caption: String(product.id) }),
    )
    expect(replies).toEqual([
      `✅ Image added to product ${product.id} (Visor). It now has 1 image.`,
    ])
    // The largest size of the photo was fetched.
    expect(getFileCalls().map((c) => c.params.file_id)).toEqual([fileId])

    const updated = (await findProduct(db(), product.id))!
    expect(updated.image).toMatch(/^\/api\/images\/[\w-]+\.jpg$/)
    expect(updated.images).toEqual([updated.image])
    const served = await workerFetch(`http://shop.test${updated.image}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/jpeg')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG)
  })

  it('attaches the picture once when the reply fails and Telegram delivers the photo again', async () => {
    const product = await makeProduct({ name: 'Tail light' })
    const update = photoUpdate(ADMIN_CHAT, {
      fileId: telegramFile(JPEG),
      size: JPEG.byteLength,
      caption: String(product.id),
    })
    telegram.fail('sendMessage', { status: 502, description: 'Bad Gateway' }, 1)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await (await deliver(update)).json()).toEqual({
      success: true,
      data: { outcome: 'handled' },
    })
    logged.mockRestore()
    expect(await (await deliver(update)).json()).toEqual({
      success: true,
      data: { outcome: 'duplicate' },
    })
    expect((await findProduct(db(), product.id))!.images).toHaveLength(1)
    expect(getFileCalls()).toHaveLength(1)
  })

  it('adds a PNG sent as a file after the main image', async () => {
    const product = await makeProduct({ image: '/images/products/helmets/visor.jpg' })
    const fileId = telegramFile(PNG)
    await send(
      documentUpdate(ADMIN_CHAT, {
        fileId,
        size: PNG.byteLength,
        mimeType: 'image/png',
        fileName: 'side.png',
        caption: `#${product.id} side view`,
      }),
    )
    const updated = (await findProduct(db(), product.id))!
    expect(updated.image).toBe('/images/products/helmets/visor.jpg')
    expect(updated.images).toHaveLength(2)
    const added = updated.images[1]!
    expect(added).toMatch(/\.png$/)
    const object = await env.BUCKET.get(`images/${added.split('/').pop()}`)
    expect(object?.httpMetadata?.contentType).toBe('image/png')
  })

  it('refuses a photo over 10MB before downloading it', async () => {
    const product = await makeProduct()
    const fileId = telegramFile(JPEG)
    expect(
      await send(
        photoUpdate(ADMIN_CHAT, { fileId, size: 10 * MB + 1, caption: String(product.id) }),
      ),
    ).toEqual([t('fileTooLarge')])
    expect(getFileCalls()).toEqual([])
    expect((await findProduct(db(), product.id))!.images).toEqual([])
  })

  it('lets a photo of exactly 10MB through, then refuses it when getFile reports more', async () => {
    const product = await makeProduct()
    const fileId = telegramFile(JPEG, 10 * MB + 1)
    expect(
      await send(photoUpdate(ADMIN_CHAT, { fileId, size: 10 * MB, caption: String(product.id) })),
    ).toEqual([t('fileTooLarge')])
    expect(getFileCalls()).toHaveLength(1)
    expect((await findProduct(db(), product.id))!.images).toEqual([])
  })

  it.each([
    ['a PDF', 'application/pdf', 'manual.pdf', PDF],
    ['a WebP', 'image/webp', 'photo.webp', PNG],
  ])('refuses %s document', async (_name, mimeType, fileName, bytes) => {
    const product = await makeProduct()
    const keys = await imageKeys()
    const fileId = telegramFile(bytes)
    expect(
      await send(
        documentUpdate(ADMIN_CHAT, {
          fileId,
          size: bytes.byteLength,
          mimeType,
          fileName,
          caption: String(product.id),
        }),
      ),
    ).toEqual([t('wrongFileType')])
    expect(await imageKeys()).toEqual(keys)
  })

  it('refuses a file that claims to be a PNG but is not one', async () => {
    const product = await makeProduct()
    const keys = await imageKeys()
    const fileId = telegramFile(PDF)
    expect(
      await send(
        documentUpdate(ADMIN_CHAT, {
          fileId,
          size: PDF.byteLength,
          mimeType: 'image/png',
          fileName: 'x.png',
          caption: String(product.id),
        }),
      ),
    ).toEqual([t('wrongFileType')])
    expect(await imageKeys()).toEqual(keys)
    expect((await findProduct(db(), product.id))!.images).toEqual([])
  })

  it('refuses WebP bytes sent as a JPEG: the bot takes PNG and JPEG only', async () => {
    const product = await makeProduct()
    const keys = await imageKeys()
    const fileId = telegramFile(WEBP)
    expect(
      await send(
        documentUpdate(ADMIN_CHAT, {
          fileId,
          size: WEBP.byteLength,
          mimeType: 'image/jpeg',
          fileName: 'x.jpg',
          caption: String(product.id),
        }),
      ),
    ).toEqual([t('wrongFileType')])
    expect(await imageKeys()).toEqual(keys)
  })

  it('asks for the product id as caption, and says when the product does not exist', async () => {
    expect(await send(photoUpdate(ADMIN_CHAT, { fileId: telegramFile(JPEG), size: 8 }))).toEqual([
      t('askForCaption'),
    ])
    expect(
      await send(
        photoUpdate(ADMIN_CHAT, { fileId: telegramFile(JPEG), size: 8, caption: '99999999' }),
      ),
    ).toEqual(['Product 99999999 not found.'])
    expect(getFileCalls()).toEqual([])
  })

  it('takes images from admins only', async () => {
    const product = await makeProduct()
    expect(
      await send(
        photoUpdate(CUSTOMER_CHAT, {
          fileId: telegramFile(JPEG),
          size: 8,
          caption: String(product.id),
        }),
      ),
    ).toEqual([t('onlyAdminsUpload')])
    expect(getFileCalls()).toEqual([])
    expect((await findProduct(db(), product.id))!.images).toEqual([])
  })

  it('serves a phone photo sent as a file without its GPS and camera, and keeps the original', async () => {
    const product = await makeProduct()
    const taken = withExif(await photo(64, 48))
    await send(
      documentUpdate(ADMIN_CHAT, {
        fileId: telegramFile(taken),
        size: taken.byteLength,
        mimeType: 'image/jpeg',
        fileName: 'IMG_0001.jpg',
        caption: String(product.id),
      }),
    )
    const url = (await findProduct(db(), product.id))!.image
    const served = new Uint8Array(await (await workerFetch(`http://shop.test${url}`)).arrayBuffer())
    expect(contains(served, latitudeBytes())).toBe(false)
    expect(contains(served, CAMERA)).toBe(false)
    const original = await env.BUCKET.get(`originals/${url.split('/').pop()}`)
    expect(new Uint8Array(await original!.arrayBuffer())).toEqual(taken)
  })

  it('refuses a 13th image and keeps nothing of it in R2', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `/images/products/p${i}.jpg`)
    const product = await makeProduct({ images: twelve, image: twelve[0] })
    const keys = await imageKeys()
    const replies = await send(
      photoUpdate(ADMIN_CHAT, { fileId: telegramFile(JPEG), size: 8, caption: String(product.id) }),
    )
    expect(replies[0]).toMatch(/^Error processing product data: /)
    expect(await imageKeys()).toEqual(keys)
    expect((await findProduct(db(), product.id))!.images).toEqual(twelve)
  })
})
