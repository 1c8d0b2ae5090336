// The first screen's requests, made by index.html's inline script (web/first-screen-preloads.ts):
// on a page the worker wrote a first view into, they wait for that view's paint. When the app's
// script was already at hand (the checkout reloaded after a product page), the app ran before that
// paint, asked for the session and the cart's products itself, and the preloads then asked a
// second time and were never used (two console warnings). The app's first module
// (app/first-screen-requests-now.ts) now has the script make them at once, before any fetch of the
// app's own, which then takes their answers. The script makes them once, whichever comes first.

/** The name of the script's function on `window`. */
export const FIRST_SCREEN_REQUESTS = 'bmpFirstScreen'

declare global {
  interface Window {
    [FIRST_SCREEN_REQUESTS]?: () => void
  }
}
