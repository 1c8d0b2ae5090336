// A picture that cannot load (not yet cached while offline, or removed) shows a plain grey tile
// instead of the browser's broken-image icon. One listener for every <img> of the shop.
import { NO_PICTURE } from '@domain/picture-sizes'

export function showPlaceholderForBrokenPictures(root: Document = document) {
  // Load errors do not bubble, so the listener captures them on the way down.
  root.addEventListener(
    'error',
    (event) => {
      const img = event.target
      if (!(img instanceof HTMLImageElement) || img.src === NO_PICTURE) return
      // A photo's sized variants (srcset) would win over the placeholder.
      img.srcset = ''
      img.src = NO_PICTURE
    },
    true,
  )
}
