// A product photo at one of the fixed widths (domain/picture-sizes.ts) in the best format the
// browser takes, made by the Images binding from the stripped photo in R2. Each variant is made
// once and kept in R2 under variants/, so a photo costs at most widths × formats transformations
// ever, however often and wherever it is asked for; the Workers cache keeps it near the shopper.
import { EXTENSIONS, readImage } from './images'

/** GIFs have no variants: they keep their animation. */
export type VariantFormat = Exclude<keyof typeof EXTENSIONS, 'image/gif'>

/** Encoder quality for the production binding (local mode uses sharp's defaults). */
const QUALITY = 75

/** AVIF or WebP when the browser's Accept names it, else PNG for a PNG photo (it may be
 * transparent) and JPEG for the others. */
export function variantFormat(accept: string | undefined, name: string): VariantFormat {
  const takes = (type: string) => accept?.split(',').some((part) => part.trim().startsWith(type))
  if (takes('image/avif')) return 'image/avif'
  if (takes('image/webp')) return 'image/webp'
  return name.endsWith('.png') ? 'image/png' : 'image/jpeg'
}

export const variantKey = (name: string, width: number, format: VariantFormat) =>
  `variants/${name}/${String(width)}.${EXTENSIONS[format]}`

export interface Variant {
  bytes: ArrayBuffer
  type: string
}

/** The variant, made and stored on its first request; null when there is no such photo. An
 * encoder that gives nothing (local AVIF of a picture a few pixels wide) yields the photo itself,
 * kept nowhere, so a later request tries again. */
export async function imageVariant(
  env: { BUCKET: R2Bucket; IMAGES: ImagesBinding },
  name: string,
  width: number,
  format: VariantFormat,
): Promise<Variant | null> {
  const key = variantKey(name, width, format)
  const stored = await env.BUCKET.get(key)
  if (stored) return { bytes: await stored.arrayBuffer(), type: format }
  const photo = await readImage(env.BUCKET, name)
  if (!photo) return null
  const bytes = await photo.arrayBuffer()
  const stream = () => new Blob([bytes]).stream() as ReadableStream<Uint8Array>
  const info = await env.IMAGES.info(stream())
  // Never wider than the photo: a small photo's larger variants are the photo re-encoded.
  const fitted = 'width' in info ? Math.min(width, info.width) : width
  const output = await env.IMAGES.input(stream())
    .transform({ width: fitted, fit: 'scale-down' })
    .output({ format, quality: QUALITY })
  const variant = await output.response().arrayBuffer()
  if (!variant.byteLength) return { bytes, type: photo.httpMetadata?.contentType ?? format }
  await env.BUCKET.put(key, variant, { httpMetadata: { contentType: format } })
  return { bytes: variant, type: format }
}
