// "New tracking link": replaces the order's link (a link shared too widely, or one whose detailed
// view has ended weeks after delivery); the old link stops working, so the shopper is asked first:
// whoever they sent it to (the one receiving the parcel) loses it.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/error-messages'
import { useRenewTrackingLink } from '../api/renew-tracking-link'

export function RenewLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const renew = useRenewTrackingLink()
  const [asking, setAsking] = useState(false)
  const keep = useRef<HTMLButtonElement>(null)
  const ask = useRef<HTMLButtonElement>(null)
  const answered = useRef(false)
  // The focus follows the question and comes back to the button after it.
  useEffect(() => {
    if (asking) keep.current?.focus()
    else if (answered.current) ask.current?.focus()
  }, [asking])
  const answer = (replace: boolean) => {
    answered.current = true
    setAsking(false)
    if (replace) renew.mutate(orderId)
  }
  return (
    <div className="renew-link">
      {asking ? (
        <div role="group" aria-labelledby={`renew-${orderId}`} className="renew-link-ask">
          <p id={`renew-${orderId}`}>{t('renewLink.question')}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => answer(true)}>
            {t('renewLink.replace')}
          </button>
          <button
            ref={keep}
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => answer(false)}
          >
            {t('renewLink.keep')}
          </button>
        </div>
      ) : (
        <button
          ref={ask}
          type="button"
          className="btn btn-outline btn-sm"
          disabled={renew.isPending}
          onClick={() => setAsking(true)}
        >
          {t('renewLink.button')}
        </button>
      )}
      <p className="hint" role="status">
        {renew.isSuccess ? t('renewLink.done') : renew.isError ? errorMessage(renew.error) : ''}
      </p>
    </div>
  )
}
