// Every error the API answers with (and the few the web raises itself): a stable code, the English
// text the `error` field carries, and the params it names. The web translates by code
// (web/src/locales/*/errors.json `apiErrors`), never by the English text.
import type { z } from 'zod'

export const ERROR_TEXTS = {
  // Transport and generic answers
  ENDPOINT_NOT_FOUND: 'API endpoint not found',
  NETWORK: 'Network error: Cannot reach API',
  INVALID_JSON: 'Invalid JSON response from server',
  INTERNAL: 'Something went wrong. Please try again.',
  SETTINGS_INVALID: 'The shop cannot take orders right now. Please try again later.',
  // The Settings tab's numbers
  NUMBER_REQUIRED: 'Enter a number',
  AMOUNT_NEGATIVE: 'An amount cannot be negative',
  AMOUNT_NOT_WHOLE: 'Amounts are whole Iraqi dinars, without fractions',
  TAX_RATE_RANGE: 'The tax rate must be from 0 to 100 percent',
  TAX_RATE_PRECISION: 'The tax rate has at most two decimals',
  MAX_QUANTITY_RANGE: 'Enter a whole number of units from 1 to 1000',
  COD_CONFIRM_HOURS_RANGE: 'Enter a whole number of hours from 1 to 720',
  UNITS_PER_ORDER_RANGE: 'Enter a whole number of units from 1 to 10000',
  UNITS_PER_CUSTOMER_RANGE: 'Enter a whole number of units from 1 to 100000',
  PAYMENT_HOLD_RANGE: 'Enter a whole number of minutes from 5 to 1440',
  REFUSAL_LIMIT_RANGE: 'Enter a whole number of parcels from 0 to 100 (0: never)',
  DAYS_RANGE: 'Enter a whole number of days in the allowed range',
  WHATSAPP_TEMPLATE_INVALID:
    'A template name is lowercase letters, digits and underscores, as approved in WhatsApp Manager',
  WHATSAPP_LANGUAGE_INVALID: 'A language code as WhatsApp writes it: en, ar or en_US',
  INVALID_REQUEST: 'Invalid request',
  INVALID_ID: 'Invalid id',
  FILTER_DATE_INVALID: 'Choose a date between 2000-01-01 and 2999-12-31',
  FILTER_DATE_RANGE: 'The "from" day is after the "to" day',
  BODY_TOO_LARGE: 'Request body is too large',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a minute and try again.',
  ORIGIN_NOT_ALLOWED: 'Origin not allowed',
  TEXT_NOT_ALLOWED: 'Text contains characters that are not allowed',
  NOT_TEXT: '{{field}} must be text',
  TOO_LONG: '{{field}} is too long (at most {{count}} characters)',

  // Accounts and sessions
  SIGN_IN_REQUIRED: 'Please sign in to continue',
  FORBIDDEN: 'You do not have permission to do this',
  ADMIN_REQUIRED: 'Admin access required',
  SIGN_IN_UNAVAILABLE: 'Sign-in is unavailable: the server has no session secret configured',
  INVALID_CREDENTIALS: 'Invalid email or password',
  LOGIN_REQUIRED: 'Email and password are required',
  REGISTER_REQUIRED: 'All required fields must be filled',
  EMAIL_TAKEN: 'An account with this email already exists',
  EMAIL_INVALID: 'Please enter a valid email address',
  EMAIL_TOO_LONG: 'E-mail address is too long (at most 254 characters)',
  EMAIL_REQUIRED: 'Please enter your email address',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters long',
  PASSWORD_TOO_LONG: 'Password is too long (at most 128 characters)',
  PASSWORD_COMMON: 'This password is too common. Please choose another one.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct',
  CURRENT_PASSWORD_REQUIRED: 'Please enter your current password',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'Too many sign-in attempts. Please try again later.',
  VERIFICATION_EMAILS_PER_DAY:
    'This address has had {{count}} verification e-mails in the last 24 hours. Use the latest one, or ask again later.',
  RESET_LINK_INVALID:
    'This password reset link is invalid or has expired. Please request a new one.',
  USER_NOT_FOUND: 'User not found',
  EMAIL_NOT_FOUND: 'This e-mail is not in the outbox',
  ROLE_CHANGE_FORBIDDEN: 'Only an admin can change roles',
  ADMIN_NOT_DELETABLE: 'Admin users cannot be deleted',
  ADMIN_PASSWORD_NOT_RESETTABLE: 'Admin passwords cannot be reset here',

  // Catalogue
  PRODUCT_NOT_FOUND: 'Product not found',
  PAGE_CURSOR_INVALID: 'This page of the list is out of date. Please reload it.',
  PRODUCT_REQUIRED: 'Required fields missing: name, price, category',
  PRICE_NOT_A_NUMBER: 'Price must be a number',
  PRICE_TOO_LOW: 'Price must be at least 1 dinar',
  PRICE_TOO_HIGH: 'Price must be at most 1,000,000,000 dinars',
  ORIGINAL_PRICE_NOT_ABOVE: 'The original price must be higher than the price',
  STOCK_CHANGED:
    'The stock changed to {{stock}} while this form was open (orders came in). Check the count and save again.',
  SPECIFICATION_REQUIRED: 'A specification needs a name and a value',
  DESCRIPTION_REQUIRED: 'Please write a description',
  SIZE_EMPTY: 'A size cannot be empty',
  FEATURE_EMPTY: 'A feature cannot be empty',
  IMAGE_TOO_LARGE: 'File size too large. Maximum 10MB allowed.',
  IMAGE_TYPE: 'Only PNG, JPEG, WebP and GIF images are allowed',
  IMAGE_NOT_FOUND: 'Image not found',
  IMAGE_WIDTH: 'Image width must be 360, 720 or 1080',

  // Orders
  CART_EMPTY: 'Cart is empty',
  SHIPPING_REQUIRED: 'All shipping fields are required',
  PHONE_INVALID: 'Please enter a valid phone number',
  PAYMENT_UNAVAILABLE: 'This payment method is not available',
  ORDER_PRODUCT_NOT_FOUND: 'Product not found: {{productId}}',
  SIZE_REQUIRED: 'Please select a size for {{name}}',
  NO_SIZES: '{{name}} has no sizes to choose from',
  LINE_LIMIT: 'You can order at most {{count}} of {{name}} per order',
  OUT_OF_STOCK: 'Not enough stock for {{name}}: only {{count}} left',
  SOLD_OUT: '{{name}} is out of stock',
  NOT_ENOUGH_STOCK: 'Not enough stock',
  PENDING_COD_LIMIT: 'You already have {{count}} cash-on-delivery orders waiting for confirmation',
  ORDER_UNITS_VERIFY_PHONE:
    'An order of more than {{count}} items needs a verified mobile number. Please verify your number, then place the order again.',
  UNITS_HELD_LIMIT:
    'Your orders on their way already hold {{held}} items, and at most {{count}} may wait at once. Please order the rest once they arrive.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different order',
  ORDER_NOT_FOUND: 'Order not found',
  ORDER_CANCELLED_FINAL: 'A cancelled order cannot be reopened',
  ORDER_RETURNED_FINAL:
    'A parcel back at the shop cannot be moved again: its items are back in stock',
  NO_ORDERS_SELECTED: 'No orders selected',

  // Reviews, support, newsletter
  ALREADY_REVIEWED: 'You have already reviewed this product',
  COMMENT_REQUIRED: 'Comment is required',
  RATING_RANGE: 'Rating must be between 1 and 5',
  SUPPORT_REQUIRED: 'Name, email, subject and message are required',

  // Phone verification
  PHONE_EMPTY: 'Please enter a phone number',
  PHONE_INTERNATIONAL:
    'Invalid international phone number format. Should be 7-15 digits after country code.',
  PHONE_FORMAT: 'Invalid phone number format. Please enter a valid international phone number.',
  PHONE_COUNTRY_CODE: 'Please include country code (e.g., +1 for US, +44 for UK, +91 for India)',
  CODE_EMPTY: 'Please enter the verification code',
  CODE_FORMAT: 'The verification code has 6 digits',
  CODE_MISSING: 'No verification code found. Please request a new code.',
  CODE_EXPIRED: 'Verification code has expired. Please request a new code.',
  CODE_TOO_MANY: 'Too many incorrect attempts. Please request a new code.',
  CODE_MAX_REACHED:
    'Incorrect verification code. Maximum attempts reached. Please request a new code.',
  CODE_INCORRECT: 'Incorrect verification code. {{count}} attempt(s) remaining.',
  CODE_WAIT: 'Please wait {{seconds}} seconds before requesting another code.',
  CODE_SEND_FAILED: 'Failed to send verification code: {{reason}}',
  CODE_VERIFY_FAILED: 'Verification failed: {{reason}}',

  // Visitor analytics
  SESSION_NOT_FOUND: 'Session not found',
  SESSION_ID_INVALID: 'Invalid session id',
  PAGE_REQUIRED: 'Page is required',
  PAGE_NOT_A_PATH: 'Page must be a path',

  // Backups
  INVALID_BACKUP: 'Invalid backup file format',
  INVALID_BACKUP_DETAIL: 'Invalid backup file format: {{problem}}',
  INVALID_BACKUP_FIELD: 'Invalid backup file format: {{where}}: {{problem}}',
  BACKUP_NOT_FOUND: 'Backup not found',
  NEW_ADMIN_REFUSED: 'This backup would create a new admin account ({{email}}). Restore refused.',
  RESTORE_FAILED: 'Failed to import data. Please check the file format.',
  BACKUP_DAMAGED: 'The backup file is damaged (its checksum does not match). Restore refused.',
  BACKUP_INCOMPLETE:
    'The backup file is incomplete (it ends before its last line). Restore refused.',
  BACKUP_COUNT_MISMATCH:
    'The backup file holds {{found}} records of {{list}}, its manifest says {{expected}}. Restore refused.',
  BACKUP_LINE_INVALID: 'Invalid backup file format: line {{line}} is not a record of a backup',
  RESTORE_RUNNING: 'A restore is already running. Wait for it to finish.',
  ITEM_NAME_REQUIRED: 'An order item needs a name',
  CLEAR_NOT_CONFIRMED: 'Type DELETE EVERYTHING to confirm',

  // Deliveries (the outbox)
  DELIVERY_NOT_FAILED: 'This message has not failed (it was sent, or is still being tried)',

  // Telegram
  TELEGRAM_NOT_CONFIGURED: 'Telegram bot is not configured',
  TELEGRAM_SETTING_MISSING: 'Telegram bot is not configured ({{setting}} is missing)',
  TELEGRAM_SETTING_EMPTY: 'Telegram bot is not configured ({{setting}} is empty)',
  TELEGRAM_SECRET_INVALID: 'Invalid Telegram secret token',
  WHATSAPP_NOT_CONFIGURED: 'WhatsApp is not set up',
  WHATSAPP_VERIFY_TOKEN_INVALID: 'Invalid WhatsApp verify token',
  WHATSAPP_SIGNATURE_INVALID: 'Invalid WhatsApp signature',
  TELEGRAM_REFUSED: '{{reason}}',
  TELEGRAM_UNREACHABLE: 'Cannot reach Telegram',
  TELEGRAM_UPDATE_FAILED: 'Could not handle the update',
  TELEGRAM_UPDATE_INVALID: 'Invalid update',
  MESSAGE_EMPTY: 'Message cannot be empty',
  MESSAGE_KIND_UNKNOWN: 'Unknown message kind',

  // Iraqi addresses, the confirmation loop and tracking links
  PHONE_IRAQI_INVALID: 'Please enter an Iraqi mobile number, such as 0770 123 4567',
  GOVERNORATE_INVALID: 'Please choose your governorate',
  CITY_NOT_IN_GOVERNORATE: 'Please choose your city from the list of your governorate’s cities',
  ORDER_NOT_PENDING: 'This order is no longer waiting for its confirmation',
  TRACKING_NOT_FOUND: 'No order has this tracking link',
  TRACKING_EXPIRED:
    'This tracking link has expired. Sign in and open My Orders to see the order or make a new link.',
  PRODUCT_IN_STOCK: 'This product is in stock: you can order it now',
  CONFIRM_LINK_INVALID: 'This confirmation link is not valid for this order',
  // Fitment
  VEHICLE_NOT_FOUND: 'This motorcycle is not in our list',
  BIKE_REQUIRED: 'Choose a motorcycle to see only the parts that fit it',
  VEHICLE_EXISTS: 'This motorcycle is already in the list',
  VEHICLE_IN_USE: 'Parts are fitted to this motorcycle ({{count}}); remove their fitment first',
  FITMENT_YEARS_INVALID: 'The first year must not be after the last year',
  // Online payments
  PAYMENT_METHOD_NOT_CONFIGURED:
    'This payment method cannot take payments now. Please choose cash on delivery.',
  ORDER_AWAITING_PAYMENT:
    'This order is waiting for its payment: only a verified payment confirms it, or it can be cancelled',
  ORDER_NOT_AWAITING_PAYMENT: 'This order is not waiting for a payment',
  PAYMENT_NOT_FOUND: 'No payment has this reference',
  PAYMENT_NOTIFICATION_INVALID: 'The payment notification could not be verified',
  ORDER_PAID_NOT_REFUNDED:
    'This order was paid online: cancel it first, which refunds it, then delete it',
  REFUND_NOT_FOUND: 'No refund has this id',
  REFUND_NOT_BY_HAND: 'This refund is not waiting to be made by hand',
  ORDER_PRICES_CHANGED:
    'A price in this order has changed since it was placed: please place a new order at today’s prices',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'The payment service is not answering right now. Please try again in a minute, or choose cash on delivery.',
  PAYMENT_PROVIDER_INVALID: 'This provider cannot take this payment method',
  PAYMENT_PROVIDER_NOT_CONFIGURED:
    'This provider cannot be chosen: its secrets are not set ({{provider}})',
  // The cash-on-delivery ledger and refused parcels
  CASH_NOT_OWED: 'Order {{orderId}} has no cash owed: it is not a delivered cash-on-delivery order',
  CASH_ALREADY_SETTLED: 'The cash of order {{orderId}} is already settled',
  CASH_DIFFERENCE_NOT_OPEN: 'This difference is not open (resolved already, or not there)',
  COD_REFUSED_PHONE:
    'Cash on delivery is not available for this phone number, because earlier parcels to it were refused at the door. Please pay online with FIB, ZainCash or card.',
  // Couriers
  COURIER_NOT_CONFIGURED: 'This courier is not switched on: its secrets are not set ({{courier}})',
  COURIER_BY_HAND:
    "Orders to this order's governorate are shipped by hand (Settings \u2192 Couriers): ship it with a courier from the order, or mark it shipped",
  COURIER_PLACE_UNKNOWN:
    'This place is not in the courier’s lists: refresh its places and choose again',
  COURIER_UNAVAILABLE: 'The courier is not answering right now. Please try again in a minute.',
  ORDER_NOT_SHIPPABLE:
    'Only a confirmed order that has not left the shop can be shipped with a courier',
  COURIER_PLACE_UNMATCHED:
    "The courier has no place for this order's {{field}}: choose it by hand in Settings \u2192 Couriers, then ship again",
  COURIER_REFUSED: 'The courier refused the parcel: {{detail}}',
  SHIPMENT_LABEL_NOT_FOUND: 'This parcel has no label from its courier',
  SHIPMENT_EXISTS: 'This order already has a parcel with a courier (or one is being made)',
  COURIER_NOTIFICATION_INVALID: 'This notification is not from the courier',
} as const satisfies Record<string, string>

export type ErrorCode = keyof typeof ERROR_TEXTS
export type ErrorParams = Readonly<Record<string, string | number>>

/** The codes by name, for schemas whose messages must be codes: `.min(1, E.CART_EMPTY)`. */
export const E = Object.fromEntries(Object.keys(ERROR_TEXTS).map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value)

/** The English text of a code with its params filled in. */
export function errorText(code: ErrorCode, params: ErrorParams = {}): string {
  return ERROR_TEXTS[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  )
}

/** One schema problem as the API answers it. Schemas carry codes as their messages and a custom
 * issue its params (a text field's label and limit); anything else is zod's own words. */
export function issueError(issue: z.core.$ZodIssue): {
  code: ErrorCode
  params: ErrorParams
  text: string
} {
  const code = isErrorCode(issue.message) ? issue.message : 'INVALID_REQUEST'
  // Where it went wrong, for the codes that say so and have no label of their own.
  const field = issue.path.map(String).join('.')
  const params: Record<string, string | number> =
    field && (code === 'INVALID_REQUEST' || ERROR_TEXTS[code].includes('{{field}}'))
      ? { field }
      : {}
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params)
  return {
    code,
    params,
    text: code === 'INVALID_REQUEST' ? issue.message : errorText(code, params),
  }
}
