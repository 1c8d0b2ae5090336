// How wide the product page's main picture shows: the app's gallery and the worker-written first
// view of a shared link ask for the same variant. Apart from picture-sizes.ts so that it stays out
// of the storefront's first load, which has only the cards.
export const PAGE_SIZES = '(min-width:900px) 50vw, 100vw'
