// The account page's "Change password": the current password, then the new one typed twice. The
// server ends every other session and e-mails the account; this device stays signed in.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SuccessBox } from '@/components/ui/success-box'
import { codeText, errorMessage } from '@/lib/error-messages'
import { errorTextsReady } from '@/lib/i18n'
import { scrollToSection } from '@/lib/scroll'
import { useChangePassword } from '../api/password-reset'
import { FormError } from './auth-layout'
import { NewPasswordAndSave } from './new-password-fields'
import { newPasswordProblem } from './registration-rules'

const SECTION = 'change-password'

export function ChangePasswordForm() {
  const { t } = useTranslation('auth')
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const change = useChangePassword()
  // Opened from the account menu's Change Password: the section, not the phone above it.
  useEffect(() => {
    if (location.hash === `#${SECTION}`) scrollToSection(SECTION)
  }, [])

  const onSubmit = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!current) {
      await errorTextsReady()
      setProblem(codeText('CURRENT_PASSWORD_REQUIRED'))
      return
    }
    const invalid = newPasswordProblem(password, confirm)
    setProblem(invalid && t(`errors.${invalid}`))
    if (!invalid)
      change.mutate(
        { currentPassword: current, newPassword: password },
        {
          onSuccess: () => {
            setCurrent('')
            setPassword('')
            setConfirm('')
          },
        },
      )
  }

  return (
    <section id={SECTION} className="card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      {change.isSuccess && <SuccessBox>{t('changePassword.done')}</SuccessBox>}
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormError message={problem ?? (change.error ? errorMessage(change.error) : null)} />
        <label className="field">
          <span>{t('changePassword.current')}</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </label>
        <NewPasswordAndSave
          password={[password, setPassword]}
          confirm={[confirm, setConfirm]}
          saving={change.isPending}
        />
      </form>
    </section>
  )
}
