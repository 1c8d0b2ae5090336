// The limits and messages of phone verification (back-office §8, §9), shared by server and pages.
export const CODE_TTL_SECONDS = 10 * 60
export const MAX_ATTEMPTS = 3
export const RESEND_SECONDS = 60
/** Codes one account may have waiting at once, whatever the numbers: an account cannot be used
 * to send texts to a list of strangers. The rate limit binding is approximate; this is exact. */
export const MAX_LIVE_CODES_PER_ACCOUNT = 3

export const VERIFY_MESSAGES = {
  codeEmpty: 'Please enter the verification code',
  incorrectFormat: 'The verification code has 6 digits',
  noCode: 'No verification code found. Please request a new code.',
  expired: 'Verification code has expired. Please request a new code.',
  tooMany: 'Too many incorrect attempts. Please request a new code.',
  maxReached: 'Incorrect verification code. Maximum attempts reached. Please request a new code.',
  incorrect: (remaining: number) =>
    `Incorrect verification code. ${remaining} attempt(s) remaining.`,
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  sendFailed: (reason: string) => `Failed to send verification code: ${reason}`,
  verifyFailed: (reason: string) => `Verification failed: ${reason}`,
} as const
