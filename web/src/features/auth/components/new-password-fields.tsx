// A new password typed twice, as registration and the reset-link page ask for it.
import type { InputHTMLAttributes, Ref } from 'react'
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
