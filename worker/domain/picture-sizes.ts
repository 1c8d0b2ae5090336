// The widths a product photo is served at and the <img> attributes that ask for them: one rule for
// the cards, the product page and the worker-written first view of a shared link.

/** Every width a photo has variants at: few, so the month's transformations stay bounded. */
export const PICTURE_WIDTHS = [360, 720, 1080] as const

/** How wide a card's picture and the product page's main picture show. */
export const CARD_SIZES = '(max-width:560px) 100vw, 400px'
export const PAGE_SIZES = '(min-width:900px) 50vw, 100vw'

/** Photos uploaded to the shop (R2); drawings, GIFs and outside links are shown as they are. */
export const SIZED_PICTURE = /^\/api\/images\/[\w-]+\.(jpg|png|webp)$/

/** `src`, and for an uploaded photo `srcSet` and `sizes`, of a picture shown `sizes` wide. */
export const pictureAttributes = (src: string, sizes: string) =>
  SIZED_PICTURE.test(src)
    ? {
        src: `${src}?w=${PICTURE_WIDTHS[0]}`,
        srcSet: PICTURE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(),
        sizes,
      }
    : { src }
