// Where and with what a photo was taken never reaches a shopper: the byte-level stripping of
// EXIF/GPS, XMP, comments and text chunks from real JPEG, PNG, WebP and GIF files.
import { describe, expect, it } from 'vitest'
import { stripImageMetadata } from '../../worker/lib/image-metadata'
import {
  CAMERA,
  contains,
  GIF,
  gpsExif,
  JPEG,
  latitudeBytes,
  photo,
  size,
  withExif,
} from './image-fixtures'

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0))

/** A PNG chunk (its CRC is not checked by the stripping, and the chunk goes). */
const pngChunk = (type: string, data: string) => {
  const length = data.length
  return [0, 0, length >> 8, length & 0xff, ...ascii(type), ...ascii(data), 0, 0, 0, 0]
}

describe('stripping a photo of its metadata', () => {
  it('takes GPS, camera and comments out of a phone JPEG and keeps the picture upright', async () => {
    const original = await photo(64, 48)
    const comment = [0xff, 0xfe, 0, 9, ...ascii('secret!')]
    const xmp = [0xff, 0xe1, 0, 13, ...ascii('http://ns.a')]
    const taken = withExif(
      Uint8Array.from([...original.subarray(0, 2), ...comment, ...xmp, ...original.subarray(2)]),
    )
    expect(contains(taken, latitudeBytes())).toBe(true)
    const stripped = stripImageMetadata(taken, 'image/jpeg')
    if (!stripped) throw new Error('not stripped')
    expect(contains(stripped, latitudeBytes())).toBe(false)
    expect(contains(stripped, CAMERA)).toBe(false)
    expect(contains(stripped, 'secret!')).toBe(false)
    expect(contains(stripped, 'http://ns.a')).toBe(false)
    // The orientation entry (0x0112, SHORT, 1, value 6) is kept.
    expect(contains(stripped, Uint8Array.from([1, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]))).toBe(true)
    // What is left is the picture, plus a 36-byte EXIF naming only the orientation (6: turned).
    expect(await size(stripped)).toEqual(await size(original))
    expect(stripped.length).toBe(original.length + 36)
    expect(stripImageMetadata(stripped, 'image/jpeg')).toEqual(stripped)
  })

  it('leaves a JPEG without metadata byte for byte, and drops what follows its end', async () => {
    const clean = await photo(32, 32)
    expect(stripImageMetadata(clean, 'image/jpeg')).toEqual(clean)
    const trailer = Uint8Array.from([...clean, ...gpsExif()])
    expect(stripImageMetadata(trailer, 'image/jpeg')).toEqual(clean)
    // An orientation of 1 is the default: nothing of the EXIF is kept.
    expect(stripImageMetadata(withExif(clean, gpsExif(1)), 'image/jpeg')).toEqual(clean)
  })

  it('takes text, EXIF and time chunks out of a PNG', async () => {
    const original = await photo(40, 30, 'image/png')
    const ihdrEnd = 8 + 25
    const tagged = Uint8Array.from([
      ...original.subarray(0, ihdrEnd),
      ...pngChunk('tEXt', 'Author\0Someone'),
      ...pngChunk('eXIf', 'MM\0*GPSDATA'),
      ...pngChunk('tIME', '\x07\xea\x0b\x1a\x06\x00\x00'),
      ...original.subarray(ihdrEnd),
    ])
    const stripped = stripImageMetadata(tagged, 'image/png')
    expect(stripped).toEqual(original)
  })

  it('takes EXIF and XMP chunks out of a WebP and clears their flags', async () => {
    const lossy = await photo(40, 30, 'image/webp')
    const vp8 = lossy.subarray(12)
    const vp8x = [...ascii('VP8X'), 10, 0, 0, 0, 0x0c, 0, 0, 0, 39, 0, 0, 29, 0, 0]
    const exif = [...ascii('EXIF'), 7, 0, 0, 0, ...ascii('GPSDATA'), 0]
    const xmp = [...ascii('XMP '), 4, 0, 0, 0, ...ascii('<x/>')]
    const body = [...ascii('WEBP'), ...vp8x, ...vp8, ...exif, ...xmp]
    const size32 = [body.length & 0xff, (body.length >> 8) & 0xff, body.length >> 16, 0]
    const tagged = Uint8Array.from([...ascii('RIFF'), ...size32, ...body])
    const stripped = stripImageMetadata(tagged, 'image/webp')
    if (!stripped) throw new Error('not stripped')
    expect(contains(stripped, 'GPSDATA')).toBe(false)
    expect(contains(stripped, '<x/>')).toBe(false)
    expect(stripped[20]).toBe(0) // VP8X flags
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8)
    expect(await size(stripped)).toMatchObject({ width: 40, height: 30 })
  })

  it('takes comments and unknown application blocks (XMP) out of a GIF', () => {
    const comment = [0x21, 0xfe, 5, ...ascii('hello'), 0]
    const xmp = [0x21, 0xff, 11, ...ascii('XMP DataXMP'), 3, ...ascii('<x>'), 0]
    const loop = [0x21, 0xff, 11, ...ascii('NETSCAPE2.0'), 3, 1, 0, 0, 0]
    const at = 19 // after the header, screen descriptor and colour table
    const tagged = Uint8Array.from([
      ...GIF.subarray(0, at),
      ...comment,
      ...xmp,
      ...loop,
      ...GIF.subarray(at),
    ])
    const kept = Uint8Array.from([...GIF.subarray(0, at), ...loop, ...GIF.subarray(at)])
    expect(stripImageMetadata(tagged, 'image/gif')).toEqual(kept)
  })

  it('answers null for files cut short or that are not what they claim', () => {
    expect(stripImageMetadata(JPEG.subarray(0, JPEG.length - 3), 'image/jpeg')).toBeNull()
    expect(
      stripImageMetadata(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0]), 'image/jpeg'),
    ).toBeNull()
    expect(
      stripImageMetadata(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2]), 'image/png'),
    ).toBeNull()
    expect(stripImageMetadata(GIF.subarray(0, GIF.length - 1), 'image/gif')).toBeNull()
    expect(
      stripImageMetadata(Uint8Array.from(ascii('RIFF\x40\0\0\0WEBPVP8 ')), 'image/webp'),
    ).toBeNull()
  })
})
