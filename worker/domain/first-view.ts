// A page the worker writes with a first view (a shared product link, the checkout) says so on its
// <html>, so index.html's inline script asks for the app's screen, texts and data after that view
// is painted rather than beside the styles it waits for (web/first-screen-preloads.ts).
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view'
