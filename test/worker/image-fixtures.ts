// Pictures for the upload and photo tests: the smallest well-formed file of each kind (for tests of
// storing), real photos drawn by the Images binding (for tests of sizing), and a camera's EXIF with
// GPS written byte by byte into a JPEG.
import { env } from 'cloudflare:workers'

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0))

/** Signature, a header chunk and the end chunk. */
export const PNG = Uint8Array.from([
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  ...[0, 0, 0, 13, ...ascii('IHDR'), 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde],
  ...[0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82],
])
/** Start, JFIF, a scan with two bytes of data, end. */
export const JPEG = Uint8Array.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xda, 0, 2, 1, 2, 0xff, 0xd9],
])
/** RIFF, WEBP and one two-byte VP8 chunk. */
export const WEBP = Uint8Array.from([
  ...ascii('RIFF'),
  14,
  0,
  0,
  0,
  ...ascii('WEBPVP8 '),
  2,
  0,
  0,
  0,
  1,
  2,
])
/** A 1×1 GIF. */
export const GIF = Uint8Array.from([
  ...ascii('GIF89a'),
  ...[1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b],
])

/** A real photo `width` × `height`, drawn from an SVG and encoded by the Images binding. */
export async function photo(
  width: number,
  height: number,
  format: 'image/jpeg' | 'image/png' | 'image/webp' = 'image/jpeg',
): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c84"/><circle cx="50%" cy="50%" r="30%" fill="#248"/></svg>`
  const output = await env.IMAGES.input(
    new Blob([svg]).stream() as ReadableStream<Uint8Array>,
  ).output({
    format,
  })
  return new Uint8Array(await output.response().arrayBuffer())
}

/** A latitude a test can look for: 33°18'12.34" N, Baghdad. */
export const LATITUDE = [33, 1, 18, 1, 1234, 100]
export const CAMERA = 'TestCam Phone 9'

/** The EXIF a phone writes (little-endian TIFF): the camera's make, the orientation and a GPS
 * block with the latitude. */
export function gpsExif(orientation = 6): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(128))
  let at = 0
  const u16 = (v: number) => (tiff.setUint16(at, v, true), (at += 2))
  const u32 = (v: number) => (tiff.setUint32(at, v, true), (at += 4))
  const entry = (tag: number, type: number, count: number, value: number) => {
    u16(tag)
    u16(type)
    u32(count)
    u32(value)
  }
  const make = 50 // after IFD0: 8 + 2 + 3 × 12 + 4
  const gps = make + 16
  const rationals = gps + 2 + 2 * 12 + 4
  u16(0x4949)
  u16(42)
  u32(8)
  u16(3)
  entry(0x010f, 2, CAMERA.length + 1, make)
  entry(0x0112, 3, 1, orientation)
  entry(0x8825, 4, 1, gps)
  u32(0)
  ascii(CAMERA).forEach((c, i) => tiff.setUint8(make + i, c))
  at = gps
  u16(2)
  entry(0x0001, 2, 2, 0x4e) // "N"
  entry(0x0002, 5, 3, rationals)
  u32(0)
  at = rationals
  LATITUDE.forEach(u32)
  const payload = [...ascii('Exif\0\0'), ...new Uint8Array(tiff.buffer, 0, at)]
  const length = payload.length + 2
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...payload])
}

/** The JPEG with the camera's EXIF put right after its start, where phones put it. */
export const withExif = (jpeg: Uint8Array, exif = gpsExif()) =>
  Uint8Array.from([...jpeg.subarray(0, 2), ...exif, ...jpeg.subarray(2)])

/** The latitude's rationals as the EXIF above stores them. */
export const latitudeBytes = () => {
  const view = new DataView(new ArrayBuffer(24))
  LATITUDE.forEach((v, i) => view.setUint32(i * 4, v, true))
  return new Uint8Array(view.buffer)
}

/** Where `part` first is in `bytes`, or -1. */
function indexOf(bytes: Uint8Array, part: Uint8Array | string): number {
  const needle = typeof part === 'string' ? Uint8Array.from(ascii(part)) : part
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

/** Whether `bytes` hold `part` anywhere. */
export const contains = (bytes: Uint8Array, part: Uint8Array | string) => indexOf(bytes, part) >= 0

/** Width and height as the Images binding reads them; an AVIF's (which the local binding cannot
 * read) from its image-spatial-extents box. */
export async function size(data: Uint8Array | ArrayBuffer) {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data)
  if (contains(bytes.subarray(0, 32), 'avif')) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + indexOf(bytes, 'ispe') + 8)
    return { width: view.getUint32(0), height: view.getUint32(4), format: 'image/avif' }
  }
  const info = await env.IMAGES.info(new Blob([bytes]).stream() as ReadableStream<Uint8Array>)
  return 'width' in info ? { width: info.width, height: info.height, format: info.format } : info
}
