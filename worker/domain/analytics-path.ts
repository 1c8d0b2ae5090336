// The page a visit records, without what must not be kept: an order's link token (anyone reading
// the analytics could follow the order, or open its payment) becomes `/track/:token` or
// `/pay/:token`, and the query and fragment (a reset link's token, an SMS link's confirmation key)
// are dropped.

export function analyticsPath(page: string): string {
  const path = page.split(/[?#]/, 1)[0] ?? ''
  return path.replace(/^\/(track|pay)\/[^/]+/, '/$1/:token')
}
