// The server answers in English; the messages a shopper can meet get a translation key here.
import { i18n } from './i18n'

const KEYS: Record<string, string> = {
  'Invalid email or password': 'invalidCredentials',
  'Email and password are required': 'loginRequired',
  'An account with this email already exists': 'emailTaken',
  'All required fields must be filled': 'allRequired',
  'Password must be at least 6 characters long': 'passwordTooShort',
  'Please enter a valid email address': 'emailInvalid',
  'Please enter a valid phone number': 'phoneInvalid',
  'All shipping fields are required': 'shippingRequired',
  'Cart is empty': 'cartEmpty',
  'Please sign in to continue': 'signIn',
  'Network error: Cannot reach API': 'network',
  'API endpoint not found': 'endpointNotFound',
  'Invalid JSON response from server': 'invalidJson',
  'You have already reviewed this product': 'alreadyReviewed',
  'Too many sign-in attempts. Please try again later.': 'tooManyAttempts',
  'Please enter your email address': 'emailRequired',
  'This password reset link is invalid or has expired. Please request a new one.': 'resetLinkInvalid',
  'Please enter a phone number': 'phoneEmpty',
  'Invalid international phone number format. Should be 7-15 digits after country code.': 'phoneInternational',
  'Invalid phone number format. Please enter a valid international phone number.': 'phoneFormat',
  'Please include country code (e.g., +1 for US, +44 for UK, +91 for India)': 'phoneCountryCode',
  'Please enter the verification code': 'codeEmpty',
  'No verification code found. Please request a new code.': 'codeMissing',
  'Verification code has expired. Please request a new code.': 'codeExpired',
  'Too many incorrect attempts. Please request a new code.': 'codeTooMany',
  'Incorrect verification code. Maximum attempts reached. Please request a new code.': 'codeMaxReached',
}

/** Messages that carry a number or a reason: the captured part becomes the key's option. */
const PATTERNS: [RegExp, string, string][] = [
  [/^Please wait (\d+) seconds before requesting another code\.$/, 'codeWait', 'seconds'],
  [/^Incorrect verification code\. (\d+) attempt\(s\) remaining\.$/, 'codeIncorrect', 'count'],
  [/^Failed to send verification code: (.*)$/s, 'codeSendFailed', 'reason'],
]

/** "serverErrors.<key>" for a known message, else null (show the server's own words). */
export function serverMessageKey(message: string): string | null {
  const key = KEYS[message] ?? PATTERNS.find(([pattern]) => pattern.test(message))?.[1]
  return key ? `serverErrors.${key}` : null
}

export function translateServerMessage(message: string): string {
  const key = KEYS[message]
  if (key) return i18n.t(`serverErrors.${key}`, { ns: 'common' })
  for (const [pattern, patternKey, option] of PATTERNS) {
    const value = pattern.exec(message)?.[1]
    if (value !== undefined)
      return i18n.t(`serverErrors.${patternKey}`, { ns: 'common', [option]: option === 'count' ? Number(value) : value })
  }
  return message
}
