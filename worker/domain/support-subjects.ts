// The six support-form subjects, in form order; zod-free so the support page can import it.
export const SUPPORT_SUBJECTS = [
  'product-inquiry',
  'order-support',
  'technical-help',
  'warranty-claim',
  'return-exchange',
  'general-question',
] as const
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number]
