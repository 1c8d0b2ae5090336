// The 6-digit verification code input: digits only, left to right even in Arabic.
import { CODE_LENGTH, formatCodeInput } from '@domain/phone'

export function CodeField(props: {
  label: string
  value: string
  onChange: (code: string) => void
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        className="code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        placeholder={'0'.repeat(CODE_LENGTH)}
        value={props.value}
        onChange={(e) => props.onChange(formatCodeInput(e.target.value))}
      />
    </label>
  )
}
