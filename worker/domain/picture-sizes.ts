// The widths a product photo is served at and the <img> attributes that ask for them: one rule for
// every product picture of the web app (cards, product page, cart, checkout, orders, dashboard) and
// the worker-written first view of a shared link.

/** The variant a phone of 360 px shows a full-width picture at. */
export const PHONE_WIDTH = 360

/** Every width a photo has variants at: few, so the month's transformations stay bounded. 160 is
 * for the small pictures of lists (44–120 px shown, so 1x and 2x fit in it or in 360). */
export const PICTURE_WIDTHS = [160, PHONE_WIDTH, 720, 1080] as const

/** How wide a card's picture shows (the product page's: domain/product-page-picture.ts). */
export const CARD_SIZES = '(max-width:560px)100vw,400px'

/** Photos uploaded to the shop (R2); drawings, GIFs and outside links are shown as they are. */
export const SIZED_PICTURE = /^\/api\/images\/[\w-]+\.(jpg|png|webp)$/

/** A plain grey tile: the picture of a product that has none (the bot adds a product before its
 * photo comes), and of one that cannot load (web/src/lib/picture-fallback.ts). Without it an
 * `<img>` with no address shows its name beside the browser's broken-picture icon. */
export const NO_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e5e7eb"/></svg>',
  )

/** `src`, and for an uploaded photo `srcSet` and `sizes`, of a picture shown `sizes` wide (a
 * small picture's CSS width, e.g. '72px': the browser takes the variant its pixels need). The
 * browser chooses from the srcset alone (width descriptors leave `src` out of the choice), so `src`
 * stays the address. The srcset spells out PICTURE_WIDTHS (a test holds them equal): written out,
 * it packs smaller into the storefront's first load than a map over them. */
export const pictureAttributes = (src: string, sizes: string) =>
  SIZED_PICTURE.test(src)
    ? {
        src,
        srcSet: `${src}?w=160 160w,${src}?w=360 360w,${src}?w=720 720w,${src}?w=1080 1080w`,
        sizes,
      }
    : { src: src || NO_PICTURE }
