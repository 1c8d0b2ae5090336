// The server answers in English; the messages a shopper can meet get a translation key here.
import { i18n } from './i18n'

const KEYS: Record<string, string> = {
  'Invalid email or password': 'invalidCredentials',
  'Email and password are required': 'loginRequired',
  'An account with this email already exists': 'emailTaken',
  'All required fields must be filled': 'allRequired',
  'Password must be at least 8 characters long': 'passwordTooShort',
  'Password is too long (at most 128 characters)': 'passwordTooLong',
  'This password is too common. Please choose another one.': 'passwordCommon',
  'Your current password is not correct': 'currentPasswordWrong',
  'Please enter your current password': 'currentPasswordRequired',
  'Too many requests. Please wait a minute and try again.': 'tooManyRequests',
  'Sign-in is unavailable: the server has no session secret configured': 'signInUnavailable',
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
  'This password reset link is invalid or has expired. Please request a new one.':
    'resetLinkInvalid',
  'Please enter a phone number': 'phoneEmpty',
  'Invalid international phone number format. Should be 7-15 digits after country code.':
    'phoneInternational',
  'Invalid phone number format. Please enter a valid international phone number.': 'phoneFormat',
  'Please include country code (e.g., +1 for US, +44 for UK, +91 for India)': 'phoneCountryCode',
  'Please enter the verification code': 'codeEmpty',
  'No verification code found. Please request a new code.': 'codeMissing',
  'Verification code has expired. Please request a new code.': 'codeExpired',
  'Too many incorrect attempts. Please request a new code.': 'codeTooMany',
  'Incorrect verification code. Maximum attempts reached. Please request a new code.':
    'codeMaxReached',
  'Product not found': 'productNotFound',
  'Order not found': 'orderNotFound',
  'User not found': 'userNotFound',
  'Not enough stock': 'notEnoughStock',
  'This payment method is not available': 'paymentUnavailable',
  'Comment is required': 'commentRequired',
  'Name, email, subject and message are required': 'supportRequired',
  'Text contains characters that are not allowed': 'textNotAllowed',
  'Request body is too large': 'bodyTooLarge',
  'This Idempotency-Key was already used for a different order': 'orderKeyReused',
}

/** Messages that carry a name, number or reason: each named group becomes an option of the key
 * (a count as a number, so the Arabic plural forms apply). */
const PATTERNS: [RegExp, string][] = [
  [/^Please wait (?<seconds>\d+) seconds before requesting another code\.$/, 'codeWait'],
  [/^Incorrect verification code\. (?<count>\d+) attempt\(s\) remaining\.$/, 'codeIncorrect'],
  [/^Failed to send verification code: (?<reason>.*)$/s, 'codeSendFailed'],
  [/^Not enough stock for (?<name>.+): only (?<count>\d+) left$/s, 'onlyLeft'],
  [/^(?<name>.+) is out of stock$/s, 'soldOut'],
  [/^Please select a size for (?<name>.+)$/s, 'selectSizeFor'],
  [/^Product not found: (?<id>\d+)$/, 'productNotFound'],
  [/^You can order at most (?<count>\d+) of (?<name>.+) per order$/s, 'lineLimit'],
  [
    /^You already have (?<count>\d+) cash-on-delivery orders waiting for confirmation$/,
    'pendingCodLimit',
  ],
  [/^(?<name>.+) has no sizes to choose from$/s, 'noSizes'],
  [/^(?<label>.+) is too long \(at most (?<count>\d+) characters\)$/, 'tooLong'],
]

/** The shopper's language version of a server message, or the server's own words when unknown. */
export function translateServerMessage(message: string): string {
  const key = KEYS[message]
  if (key) return i18n.t(`serverErrors.${key}`, { ns: 'common' })
  for (const [pattern, patternKey] of PATTERNS) {
    const groups = pattern.exec(message)?.groups
    if (!groups) continue
    const options: Record<string, string | number> = { ...groups }
    if (groups.count !== undefined) options.count = Number(groups.count)
    // A form field's name, as the server's schemas call it.
    if (groups.label !== undefined)
      options.field = i18n.t(`fieldLabels.${groups.label}`, {
        ns: 'common',
        defaultValue: groups.label,
      })
    return i18n.t(`serverErrors.${patternKey}`, { ns: 'common', ...options })
  }
  return message
}
