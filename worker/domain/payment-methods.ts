// The payment methods the shop offers (names and descriptions are UI texts keyed by id), the
// providers that can take each online method's money, and which one checkout selects first.
export const PAYMENT_METHOD_IDS = ['cod', 'fib', 'zaincash', 'card', 'paypal'] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]
export const ONLINE_METHOD_IDS = [
  'fib',
  'zaincash',
  'card',
  'paypal',
] as const satisfies readonly Exclude<PaymentMethodId, 'cod'>[]
export type OnlineMethodId = (typeof ONLINE_METHOD_IDS)[number]

/** The payment services the worker talks to, one module each (worker/services/payments). */
export const PAYMENT_PROVIDER_IDS = ['fib', 'zaincash', 'qi', 'paypal'] as const
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number]

/**
 * The providers that can take each online method's money (the owner picks one in Settings): FIB
 * and ZainCash their own wallets, cards Qi Card's hosted page or PayPal's checkout (which takes
 * cards without a PayPal account), PayPal its own.
 */
export const PROVIDERS_OF_METHOD = {
  fib: ['fib'],
  zaincash: ['zaincash'],
  card: ['qi', 'paypal'],
  paypal: ['paypal'],
} as const satisfies Record<OnlineMethodId, readonly [PaymentProviderId, ...PaymentProviderId[]]>

/** The owner's choice of provider for each online method. */
export type ProviderOfMethod = {
  [M in OnlineMethodId]: (typeof PROVIDERS_OF_METHOD)[M][number]
}

/** Who takes each online method's money until the owner chooses otherwise. */
export const DEFAULT_PROVIDER_OF_METHOD: ProviderOfMethod = {
  fib: 'fib',
  zaincash: 'zaincash',
  card: 'qi',
  paypal: 'paypal',
}

export const isOnlineMethod = (method: PaymentMethodId): method is OnlineMethodId =>
  method !== 'cod'

/** What checkout selects before the shopper chooses: cash on delivery, the way most Iraqis pay,
 * when it is offered; else the first method that can take money now. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'cod'

/** The first of `methods` (in the shop's order, cash on delivery first) that can take money now. */
export function firstPayableMethod(
  methods: readonly { id: PaymentMethodId; ready: boolean }[],
): PaymentMethodId | undefined {
  const ready = methods.filter((m) => m.ready).map((m) => m.id)
  return ready.includes(DEFAULT_PAYMENT_METHOD) ? DEFAULT_PAYMENT_METHOD : ready[0]
}

/** Minutes an online order holds its units while it waits for its payment (a setting). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 30
