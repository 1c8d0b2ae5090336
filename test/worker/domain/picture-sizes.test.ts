import { describe, expect, it } from 'vitest'
import {
  CARD_SIZES,
  NO_PICTURE,
  PICTURE_WIDTHS,
  pictureAttributes,
} from '../../../worker/domain/picture-sizes'

describe('picture attributes', () => {
  it('asks for an uploaded photo at every served width, and no other', () => {
    const { src, srcSet, sizes } = pictureAttributes('/api/images/ab-12.webp', CARD_SIZES)
    expect(src).toBe('/api/images/ab-12.webp')
    expect(srcSet?.split(',')).toEqual(
      PICTURE_WIDTHS.map((w) => `/api/images/ab-12.webp?w=${String(w)} ${String(w)}w`),
    )
    expect(sizes).toBe(CARD_SIZES)
  })

  it('shows drawings, GIFs, outside links and odd addresses as they are', () => {
    for (const src of [
      '/images/products/helmets/visor.svg',
      '/api/images/ab-12.gif',
      'https://cdn.example/a.jpg',
      '/api/images/ab-12.jpg?v=2',
    ])
      expect(pictureAttributes(src, CARD_SIZES)).toEqual({ src })
  })

  it('shows the grey tile for a product with no picture yet, not a broken one', () => {
    expect(pictureAttributes('', CARD_SIZES)).toEqual({ src: NO_PICTURE })
  })
})
