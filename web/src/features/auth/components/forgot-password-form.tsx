// "Forgot password": the e-mail to send a reset link to. The answer is the same whether or not
// an account has that e-mail, so the page says so in the same words either way.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'wouter'
import { isEmailAddress } from '@domain/email-address'
import { SuccessBox } from '@/components/ui/success-box'
import { paths } from '@/config/paths'
import { codeText, errorMessage } from '@/lib/error-messages'
import { errorTextsReady } from '@/lib/i18n'
import { useForgotPassword } from '../api/password-reset'
import { FormError } from './auth-layout'

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const [email, setEmail] = useState(params.get('email') ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const forgot = useForgotPassword()

  const onSubmit = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim().toLowerCase()
    const invalid = !address ? 'EMAIL_REQUIRED' : !isEmailAddress(address) ? 'EMAIL_INVALID' : null
    if (invalid) await errorTextsReady()
    setProblem(invalid && codeText(invalid))
    if (!invalid) forgot.mutate(address)
  }

  if (forgot.isSuccess)
    return (
      <div className="form">
        <SuccessBox>{t('forgotSent', { email: forgot.variables })}</SuccessBox>
        <p className="muted">{t('forgotSentHint')}</p>
        {/* Back to the form with the address kept: send again, or mend a mistyped address. */}
        <button type="button" className="btn btn-outline btn-block" onClick={() => forgot.reset()}>
          {t('requestNewLink')}
        </button>
        <Link href={paths.login} className="btn btn-primary btn-block">
          {t('backToSignIn')}
        </Link>
      </div>
    )

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError message={problem ?? (forgot.error ? errorMessage(forgot.error) : null)} />
      <label className="field">
        <span>{t('email')}</span>
        <input
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={forgot.isPending}>
        {forgot.isPending ? t('sendingLink') : t('sendLink')}
      </button>
      <p className="muted center">
        <Link href={paths.login}>{t('backToSignIn')}</Link>
      </p>
    </form>
  )
}
