// Product photos in R2: the upload as it came under originals/ (never served), the same picture
// without its location and camera data under images/ (served by GET /api/images/<name>, and what
// the sized variants are made from). The dashboard's upload and the Telegram bot both store
// through storeImage(), which trusts the bytes, never a name or a declared type.
import { stripImageMetadata } from '../lib/image-metadata'

export const IMAGE_PREFIX = 'images/'
const ORIGINAL_PREFIX = 'originals/'
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'

/** The file extension of each kind of picture stored or served (AVIF only as a sized variant). */
export const EXTENSIONS: Record<ImageType | 'image/avif', string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

/** What the dashboard takes; the bot takes PNG and JPEG only (back-office spec). */
export const DASHBOARD_IMAGE_TYPES: readonly ImageType[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
]

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0))

/** The image type the bytes really are, by their signature; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const has = (signature: number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b)
  if (has([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (has([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (has(ascii('RIFF')) && has(ascii('WEBP'), 8)) return 'image/webp'
  if (has(ascii('GIF87a')) || has(ascii('GIF89a'))) return 'image/gif'
  return null
}

export const imageUrl = (name: string) => `/api/images/${name}`

/** Stores the bytes under a new name with the type they really are; null when they are not a
 * well-formed image of one of the `accepted` types. */
export async function storeImage(
  bucket: R2Bucket,
  bytes: Uint8Array,
  accepted: readonly ImageType[],
): Promise<string | null> {
  const type = sniffImageType(bytes)
  if (!type || !accepted.includes(type)) return null
  const served = stripImageMetadata(bytes, type)
  if (!served) return null
  const name = `${crypto.randomUUID()}.${EXTENSIONS[type]}`
  const httpMetadata = { contentType: type }
  await Promise.all([
    bucket.put(ORIGINAL_PREFIX + name, bytes, { httpMetadata }),
    bucket.put(IMAGE_PREFIX + name, served, { httpMetadata }),
  ])
  return name
}

/** Removes a photo stored a moment ago that could not be added to its product. */
export async function deleteImage(bucket: R2Bucket, name: string) {
  await bucket.delete([ORIGINAL_PREFIX + name, IMAGE_PREFIX + name])
}

export function readImage(bucket: R2Bucket, name: string): Promise<R2ObjectBody | null> {
  return bucket.get(IMAGE_PREFIX + name)
}
