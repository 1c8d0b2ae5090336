// "New tracking link": replaces the order's link (a link shared too widely, or one whose detailed
// view has ended weeks after delivery); the old link stops working.
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/error-messages'
import { useRenewTrackingLink } from '../api/renew-tracking-link'

export function RenewLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const renew = useRenewTrackingLink()
  return (
    <div className="renew-link">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={renew.isPending}
        onClick={() => renew.mutate(orderId)}
      >
        {t('renewLink.button')}
      </button>
      <p className="hint" role="status">
        {renew.isSuccess ? t('renewLink.done') : renew.isError ? errorMessage(renew.error) : ''}
      </p>
    </div>
  )
}
