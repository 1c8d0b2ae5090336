// The reset link's page: a new password (at least 8 characters, typed twice) for the token in
// the URL. Afterwards the shopper signs in with it; every earlier session has ended.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { SuccessBox } from '@/components/ui/success-box'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/error-messages'
import { useResetPassword } from '../api/password-reset'
import { FormError } from './auth-layout'
import { NewPasswordAndSave } from './new-password-fields'
import { newPasswordProblem } from './registration-rules'

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'errors'])
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const reset = useResetPassword()

  if (!token || reset.isSuccess)
    return (
      <div className="form">
        {token ? (
          <SuccessBox>{t('resetDone')}</SuccessBox>
        ) : (
          <FormError message={t('apiErrors.RESET_LINK_INVALID', { ns: 'errors' })} />
        )}
        <Link
          href={token ? paths.login : paths.forgotPassword}
          className="btn btn-primary btn-block"
        >
          {token ? t('signIn') : t('requestNewLink')}
        </Link>
      </div>
    )

  const onSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = newPasswordProblem(password, confirm)
    setProblem(invalid && t(`errors.${invalid}`))
    if (!invalid) reset.mutate({ token, password })
  }

  const serverProblem = reset.error ? errorMessage(reset.error) : null
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError message={problem ?? serverProblem} />
      {serverProblem && !problem && (
        <p className="muted">
          <Link href={paths.forgotPassword}>{t('requestNewLink')}</Link>
        </p>
      )}
      <NewPasswordAndSave
        password={[password, setPassword]}
        confirm={[confirm, setConfirm]}
        saving={reset.isPending}
      />
    </form>
  )
}
