// The payment methods the shop offers; names and descriptions are UI texts keyed by id.
export const PAYMENT_METHOD_IDS = ['cod', 'card', 'paypal'] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]

/** Selected first at checkout. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'card'
