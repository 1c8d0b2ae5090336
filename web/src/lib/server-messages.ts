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
}

/** "serverErrors.<key>" for a known message, else null (show the server's own words). */
export function serverMessageKey(message: string): string | null {
  const key = KEYS[message]
  return key ? `serverErrors.${key}` : null
}

export function translateServerMessage(message: string): string {
  const key = serverMessageKey(message)
  return key ? i18n.t(key, { ns: 'common' }) : message
}
