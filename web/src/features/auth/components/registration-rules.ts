// The registration checks in the spec's order: all fields, matching passwords, length.
import { MIN_PASSWORD_LENGTH } from '@schemas/messages'

export interface RegistrationFields {
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
}

export type RegistrationProblem = 'allRequired' | 'passwordsMismatch' | 'passwordTooShort'

export function registrationProblem(f: RegistrationFields): RegistrationProblem | null {
  const values = [f.firstName, f.lastName, f.email, f.password, f.confirmPassword]
  if (values.some((v) => !v?.trim())) return 'allRequired'
  if (f.password !== f.confirmPassword) return 'passwordsMismatch'
  if (f.password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort'
  return null
}
