// Product photos in R2 under images/, served by GET /api/images/<name>. The dashboard's upload
// and the Telegram bot both store through storeImage().
export const IMAGE_PREFIX = 'images/'
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

export const imageUrl = (name: string) => `/api/images/${name}`

/** Returns the new image's name, or null when the type is not an image the shop takes. */
export async function storeImage(
  bucket: R2Bucket,
  body: ArrayBuffer | ReadableStream | Blob,
  contentType: string,
): Promise<string | null> {
  const extension = EXTENSIONS[contentType]
  if (!extension) return null
  const name = `${crypto.randomUUID()}.${extension}`
  await bucket.put(IMAGE_PREFIX + name, body, { httpMetadata: { contentType } })
  return name
}

export function readImage(bucket: R2Bucket, name: string): Promise<R2ObjectBody | null> {
  return bucket.get(IMAGE_PREFIX + name)
}
