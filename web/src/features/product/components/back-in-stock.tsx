// On a sold-out product: leave an e-mail address (a signed-in shopper's account is used) to be
// told once when it is back; an address not verified yet is confirmed through an e-mailed link.
import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isEmailAddress } from '@domain/email-address'
import { useUser } from '@/lib/auth'
import { codeText, errorMessage } from '@/lib/error-messages'
import { errorTextsReady } from '@/lib/i18n'
import { useStockAlert } from '../api/stock-alert'

export function BackInStock({ productId }: { productId: number }) {
  const { t } = useTranslation('tracking')
  const user = useUser()
  const alert = useStockAlert(productId)
  const [email, setEmail] = useState('')
  // Checked here in the page's language (the form has noValidate: the browser's own bubble speaks
  // the browser's language).
  const [problem, setProblem] = useState<string | null>(null)

  if (alert.isSuccess)
    return (
      <p className="back-in-stock done" role="status">
        {t(alert.data.confirmed ? 'backInStock.doneConfirmed' : 'backInStock.done', {
          email: alert.data.email,
        })}
      </p>
    )

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (user.data) {
      alert.mutate(undefined)
      return
    }
    const address = email.trim()
    const invalid = !address ? 'EMAIL_REQUIRED' : !isEmailAddress(address) ? 'EMAIL_INVALID' : null
    if (invalid) await errorTextsReady()
    setProblem(invalid && codeText(invalid))
    if (!invalid) alert.mutate(address)
  }
  return (
    <form
      className="back-in-stock"
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="back-in-stock-title"
      noValidate
    >
      <strong id="back-in-stock-title">{t('backInStock.title')}</strong>
      {!user.data && (
        <label className="field">
          <span>{t('backInStock.email')}</span>
          <input
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            aria-invalid={problem ? true : undefined}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
      )}
      <button type="submit" className="btn btn-outline" disabled={alert.isPending}>
        {user.data ? t('backInStock.notifyAccount') : t('backInStock.notify')}
      </button>
      {(problem ?? alert.error) && (
        <p className="error-text" role="alert">
          {problem ?? errorMessage(alert.error)}
        </p>
      )}
    </form>
  )
}
