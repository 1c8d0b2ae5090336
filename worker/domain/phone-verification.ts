// The limits of phone verification (back-office §8, §9), shared by server and pages.
export const CODE_TTL_SECONDS = 10 * 60
export const MAX_ATTEMPTS = 3
export const RESEND_SECONDS = 60
/** Codes one account may have waiting at once, whatever the numbers: an account cannot be used
 * to send texts to a list of strangers. The rate limit binding is approximate; this is exact. */
export const MAX_LIVE_CODES_PER_ACCOUNT = 3
