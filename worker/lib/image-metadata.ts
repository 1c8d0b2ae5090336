// Strips what a photo says about where and with what it was taken (EXIF with GPS, XMP, IPTC,
// comments, text chunks) from JPEG, PNG, WebP and GIF bytes, without decoding the picture: the
// pixels, colour profile and a JPEG's orientation stay, everything else goes. Malformed input
// answers null, so nothing that could not be read is ever served.

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length))

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** The EXIF orientation (2-8) in an APP1 payload, or null when it is absent or the default. */
function exifOrientation(app1: Uint8Array): number | null {
  if (ascii(app1, 0, 6) !== 'Exif\0\0' || app1.length < 14) return null
  const view = new DataView(app1.buffer, app1.byteOffset + 6, app1.length - 6)
  const little = ascii(app1, 6, 2) === 'II'
  const ifd = view.getUint32(4, little)
  if (ifd + 2 > view.byteLength) return null
  const count = view.getUint16(ifd, little)
  for (let i = 0; i < count && ifd + 2 + i * 12 + 12 <= view.byteLength; i++) {
    const entry = ifd + 2 + i * 12
    if (view.getUint16(entry, little) !== 0x0112) continue
    const value = view.getUint16(entry + 8, little)
    return value >= 2 && value <= 8 ? value : null
  }
  return null
}

/** An APP1 segment holding nothing but the orientation: a phone photo stays upright. */
function orientationSegment(orientation: number) {
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0] // "Exif\0\0"
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8] // big-endian, first IFD at 8
  const ifd = [0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0] // one entry, no next
  const length = 2 + exif.length + tiff.length + ifd.length
  return Uint8Array.from([0xff, 0xe1, 0, length, ...exif, ...tiff, ...ifd])
}

/** Segments a JPEG keeps: JFIF (APP0), the ICC colour profile (APP2) and Adobe's colour transform
 * (APP14); every other APPn (EXIF, XMP, IPTC, maker notes) and comments go. */
function keepsSegment(marker: number, payload: Uint8Array) {
  if (marker === 0xfe) return false
  if (marker < 0xe0 || marker > 0xef) return true
  if (marker === 0xe2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0'
  return marker === 0xe0 || marker === 0xee
}

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)]
  let orientation: number | null = null
  let at = 2
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    if (marker === 0xd9) {
      // End of image: whatever a camera appended after it is dropped.
      parts.push(bytes.subarray(at, at + 2))
      // After JFIF's APP0 when there is one, which must come first.
      if (orientation)
        parts.splice(parts[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation))
      return concat(parts)
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(at, at + 2)) // markers without a length
      at += 2
      continue
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)
    const end = at + 2 + length
    if (length < 2 || end > bytes.length) return null
    const payload = bytes.subarray(at + 4, end)
    if (marker === 0xe1) orientation ??= exifOrientation(payload)
    if (keepsSegment(marker, payload)) parts.push(bytes.subarray(at, end))
    at = end
    if (marker !== 0xda) continue
    // Entropy-coded data after a scan header runs to the next marker that is not a stuffed
    // 0xFF00 or a restart (0xFFD0-D7).
    const start = at
    for (;;) {
      at = bytes.indexOf(0xff, at)
      if (at < 0 || at + 1 >= bytes.length) return null
      const next = bytes[at + 1] ?? 0
      if (next === 0 || (next >= 0xd0 && next <= 0xd7)) at += 2
      else break
    }
    parts.push(bytes.subarray(start, at))
  }
  return null
}

/** PNG chunks that carry text, EXIF or a timestamp. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'])

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const parts: Uint8Array[] = [bytes.subarray(0, 8)]
  let at = 8
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at)
    const type = ascii(bytes, at + 4, 4)
    if (end > bytes.length) return null
    if (!PNG_METADATA.has(type)) parts.push(bytes.subarray(at, end))
    if (type === 'IEND') return concat(parts)
    at = end
  }
  return null
}

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const parts: Uint8Array[] = []
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true))
  let at = 12
  while (at + 8 <= riffEnd) {
    const size = view.getUint32(at + 4, true)
    const end = at + 8 + size + (size % 2)
    const type = ascii(bytes, at, 4)
    if (at + 8 + size > riffEnd) return null
    if (type === 'VP8X') {
      // Its flags announce EXIF (0x08) and XMP (0x04) chunks, which are gone.
      const chunk = bytes.slice(at, Math.min(end, riffEnd))
      chunk[8] = (chunk[8] ?? 0) & ~0x0c
      parts.push(chunk)
    } else if (type !== 'EXIF' && type !== 'XMP ') parts.push(bytes.subarray(at, end))
    at = end
  }
  if (at < riffEnd) return null
  const body = concat(parts)
  const header = bytes.slice(0, 12)
  new DataView(header.buffer).setUint32(4, body.length + 4, true)
  return concat([header, body])
}

/** GIF application extensions a viewer needs: the animation's loop count. */
const GIF_LOOPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0'])

function stripGif(bytes: Uint8Array): Uint8Array | null {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0)
  /** Where the data sub-blocks starting at `at` end. */
  const subBlocksEnd = (at: number) => {
    while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] ?? 0) + 1
    return at < bytes.length ? at + 1 : -1
  }
  let at = 13 + colourTable(bytes[10] ?? 0)
  const parts: Uint8Array[] = [bytes.subarray(0, at)]
  while (at < bytes.length) {
    const block = bytes[at]
    if (block === 0x3b) return concat([...parts, bytes.subarray(at, at + 1)])
    let end: number
    let keep = true
    if (block === 0x2c) {
      const data = at + 10 + colourTable(bytes[at + 9] ?? 0) + 1
      end = subBlocksEnd(data)
    } else if (block === 0x21) {
      const label = bytes[at + 1]
      end = subBlocksEnd(at + 2)
      if (label === 0xfe) keep = false
      if (label === 0xff) keep = GIF_LOOPS.has(ascii(bytes, at + 3, 11))
    } else return null
    if (end < 0) return null
    if (keep) parts.push(bytes.subarray(at, end))
    at = end
  }
  return null
}

const STRIPPERS = {
  'image/jpeg': stripJpeg,
  'image/png': stripPng,
  'image/webp': stripWebp,
  'image/gif': stripGif,
}

/** The picture without its metadata, or null when the bytes are not a well-formed image of `type`. */
export function stripImageMetadata(
  bytes: Uint8Array,
  type: keyof typeof STRIPPERS,
): Uint8Array | null {
  try {
    return STRIPPERS[type](bytes)
  } catch (error) {
    // A DataView read past the end: the file is cut short.
    if (error instanceof RangeError) return null
    throw error
  }
}
