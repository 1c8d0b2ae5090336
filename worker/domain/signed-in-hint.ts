// The session cookie is HttpOnly, so the storefront cannot see whether anyone is signed in. Beside
// it the worker keeps this hint (no secret, only "1"), with the same path, expiry and SameSite, so
// that a visitor's page never asks GET /api/auth/me only to be answered 401.
export const SIGNED_IN_COOKIE = 'bmp_signed_in'

/** Whether a Cookie header (or document.cookie) carries the hint. */
export const hasSignedInHint = (cookies: string) =>
  cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`))
