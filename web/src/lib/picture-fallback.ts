// A picture that cannot load (not yet cached while offline, or removed) shows a plain grey tile
// instead of the browser's broken-image icon. One listener for every <img> of the shop.
const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e5e7eb"/></svg>',
  )

export function showPlaceholderForBrokenPictures(root: Document = document) {
  // Load errors do not bubble, so the listener captures them on the way down.
  root.addEventListener(
    'error',
    (event) => {
      const img = event.target
      if (!(img instanceof HTMLImageElement) || img.src === PLACEHOLDER) return
      // A photo's sized variants (srcset) would win over the placeholder.
      img.srcset = ''
      img.src = PLACEHOLDER
    },
    true,
  )
}
