// The header the service worker puts on an API answer it took from its cache because the network
// failed: the page then shows the data and still knows it is offline.
export const FROM_CACHE_HEADER = 'x-bmp-from-cache'
