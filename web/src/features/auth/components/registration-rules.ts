// The registration checks in the spec's order: all fields, matching passwords, then the password
// rules the server applies (length, not a common password).
import { type PasswordProblem, passwordProblem } from '@domain/password-rules'
import type { RegisterInput } from '@/lib/auth'

export type RegistrationFields = RegisterInput & { confirmPassword: string }

/** The translation key (auth:errors.*) of each password problem. */
export const PASSWORD_PROBLEM_KEYS = {
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
  common: 'passwordCommon',
} as const satisfies Record<PasswordProblem, string>

export type RegistrationProblem =
  'allRequired' | 'passwordsMismatch' | (typeof PASSWORD_PROBLEM_KEYS)[PasswordProblem]

export function registrationProblem(f: RegistrationFields): RegistrationProblem | null {
  const values = [f.firstName, f.lastName, f.email, f.password, f.confirmPassword]
  if (values.some((v) => !v.trim())) return 'allRequired'
  if (f.password !== f.confirmPassword) return 'passwordsMismatch'
  const weak = passwordProblem(f.password)
  return weak && PASSWORD_PROBLEM_KEYS[weak]
}

/** A new password typed twice (the reset link's page, the account's change): its problem's key
 * (auth:errors.*), the rules first, then the two copies. */
export function newPasswordProblem(
  password: string,
  confirm: string,
): (typeof PASSWORD_PROBLEM_KEYS)[PasswordProblem] | 'passwordsMismatch' | null {
  const weak = passwordProblem(password)
  if (weak) return PASSWORD_PROBLEM_KEYS[weak]
  return password === confirm ? null : 'passwordsMismatch'
}
