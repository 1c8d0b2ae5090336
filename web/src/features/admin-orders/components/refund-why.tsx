// Why a refund is left to the owner, as the worker writes it ("refused: REFUND_PERIOD_EXPIRED",
// "unreachable: …", "no-provider"): the reason in the admin's language, then the provider's own
// words as they came (left to right).
import { useTranslation } from 'react-i18next'
import type { ByHandReason } from '@domain/refunds'

/** The worker's reasons, and 'restored' (listed again after a backup was restored). */
const REASONS = [
  'refused',
  'unreachable',
  'no-provider',
  'failed',
  'restored',
] as const satisfies readonly (ByHandReason | 'restored')[]
type Reason = (typeof REASONS)[number]

const isReason = (word: string): word is Reason => (REASONS as readonly string[]).includes(word)

/** The detail split into its reason (null when it names none) and the rest: the provider's words
 * after a colon, and once made by hand, the admin who made it after a middle dot. */
export function splitRefundDetail(detail: string): { reason: Reason | null; said: string } {
  const match = /^([a-z-]+)(?::\s*|\s+·\s*|$)([\s\S]*)$/.exec(detail.trim())
  if (match?.[1] && isReason(match[1])) return { reason: match[1], said: match[2] ?? '' }
  return { reason: null, said: detail.trim() }
}

export function RefundWhy({ detail }: { detail: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payments.refundWhy' })
  const { reason, said } = splitRefundDetail(detail)
  return (
    <>
      {reason && t(reason)}
      {reason && said && ': '}
      {said && (
        <code dir="ltr" className="refund-said">
          {said}
        </code>
      )}
    </>
  )
}
