// On a sold-out product: leave an e-mail address (a signed-in shopper's account is used) to be
// told once when it is back; an address not verified yet is confirmed through an e-mailed link.
import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useUser } from '@/lib/auth'
import { errorMessage } from '@/lib/error-messages'
import { useStockAlert } from '../api/stock-alert'

export function BackInStock({ productId }: { productId: number }) {
  const { t } = useTranslation('tracking')
  const user = useUser()
  const alert = useStockAlert(productId)
  const [email, setEmail] = useState('')

  if (alert.isSuccess)
    return (
      <p className="back-in-stock done" role="status">
        {t(alert.data.confirmed ? 'backInStock.doneConfirmed' : 'backInStock.done', {
          email: alert.data.email,
        })}
      </p>
    )

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    alert.mutate(user.data ? undefined : email)
  }
  return (
    <form className="back-in-stock" onSubmit={onSubmit} aria-labelledby="back-in-stock-title">
      <strong id="back-in-stock-title">{t('backInStock.title')}</strong>
      {!user.data && (
        <label className="field">
          <span>{t('backInStock.email')}</span>
          <input
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
      )}
      <button type="submit" className="btn btn-outline" disabled={alert.isPending}>
        {user.data ? t('backInStock.notifyAccount') : t('backInStock.notify')}
      </button>
      {alert.error && (
        <p className="error-text" role="alert">
          {errorMessage(alert.error)}
        </p>
      )}
    </form>
  )
}
