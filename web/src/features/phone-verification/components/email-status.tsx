// The account's e-mail address: verified, or not yet (order e-mails wait for it) with a button
// that e-mails a new link.
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/error-messages'
import { useSendEmailLink } from '../api/email-verification'

export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation('phone')
  const send = useSendEmailLink()
  return (
    <section className="card" aria-labelledby="email-status-title">
      <h2 id="email-status-title">{t('email.title')}</h2>
      {/* The address on a line of its own: beside the status, a long one broke into the
          sentence, and in Arabic its end read after the colon. */}
      <div className="email-status">
        <bdi dir="ltr">{email}</bdi>
        <p>{verified ? `${t('email.verified')} ✓` : t('email.notVerified')}</p>
      </div>
      {!verified &&
        (send.isSuccess ? (
          <p role="status">{t('email.sent')}</p>
        ) : (
          <button
            type="button"
            className="btn btn-outline"
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {t('email.send')}
          </button>
        ))}
      {send.error && (
        <p className="error-text" role="alert">
          {errorMessage(send.error)}
        </p>
      )}
    </section>
  )
}
