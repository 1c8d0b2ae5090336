// The payment methods the shop offers (names and descriptions are UI texts keyed by id), the
// provider that takes each online method's money, and which one checkout selects first.
export const PAYMENT_METHOD_IDS = ['cod', 'fib', 'zaincash', 'card', 'paypal'] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]
export type OnlineMethodId = Exclude<PaymentMethodId, 'cod'>

/** The payment services the worker talks to, one module each (worker/services/payments). */
export const PAYMENT_PROVIDER_IDS = ['fib', 'zaincash', 'qi', 'paypal'] as const
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number]

/** Who takes the money of each online method: cards go through Qi Card's hosted payment page. */
export const PROVIDER_OF_METHOD: Record<OnlineMethodId, PaymentProviderId> = {
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
