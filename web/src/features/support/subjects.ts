// The six support subjects in form order. Listed here, not imported from the schema module, so
// the support page does not pull zod into its chunk; the type check keeps both lists equal.
import type { SupportSubject } from '@schemas/support'

export const SUBJECTS = [
  'product-inquiry',
  'order-support',
  'technical-help',
  'warranty-claim',
  'return-exchange',
  'general-question',
] as const satisfies readonly SupportSubject[]

// Fails to compile when the server accepts a subject this form does not offer.
true satisfies [Exclude<SupportSubject, (typeof SUBJECTS)[number]>] extends [never] ? true : false
