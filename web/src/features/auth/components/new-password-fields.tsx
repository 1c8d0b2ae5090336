// A new password typed twice, as registration, the reset-link page and the account's change ask
// for it.
import type { InputHTMLAttributes, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { MIN_PASSWORD_LENGTH } from '@domain/password-rules'

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

interface Props {
  passwordLabel: string
  confirmLabel: string
  /** Value and change handling of each input (react-hook-form's register() or controlled). */
  password: InputProps
  confirm: InputProps
}

export function NewPasswordFields({ passwordLabel, confirmLabel, password, confirm }: Props) {
  return (
    <>
      <PasswordField label={passwordLabel} input={password} />
      <PasswordField label={confirmLabel} input={confirm} />
    </>
  )
}

function PasswordField({ label, input }: { label: string; input: InputProps }) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        {...input}
      />
    </label>
  )
}

/** The two fields and Save New Password, for a form that keeps the two values itself (the reset
 * link's page, the account's change). */
export function NewPasswordAndSave({
  password,
  confirm,
  saving,
}: {
  password: [string, (value: string) => void]
  confirm: [string, (value: string) => void]
  saving: boolean
}) {
  const { t } = useTranslation('auth')
  return (
    <>
      <NewPasswordFields
        passwordLabel={t('newPassword')}
        confirmLabel={t('confirmPassword')}
        password={{ value: password[0], onChange: (e) => password[1](e.target.value) }}
        confirm={{ value: confirm[0], onChange: (e) => confirm[1](e.target.value) }}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
        {saving ? t('savingPassword') : t('savePassword')}
      </button>
    </>
  )
}
