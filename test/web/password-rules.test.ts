// The registration and reset forms refuse the passwords the server refuses, with the same reasons.
import { describe, expect, it } from 'vitest'
import { registrationProblem } from '../../web/src/features/auth/components/registration-rules'
import { passwordProblem } from '../../worker/domain/password-rules'

const form = (password: string, confirmPassword = password) => ({
  firstName: 'Zainab',
  lastName: 'Kareem',
  email: 'zainab@example.iq',
  password,
  confirmPassword,
})

describe('password rules', () => {
  it.each([
    ['1234567', 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    ['PASSWORD123', 'common'],
    ['qwertyuiop', 'common'],
    ['k7#mq2vz', null],
    ['x'.repeat(128), null],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem)
  })
})

describe('the registration form', () => {
  it('checks the fields, then the match, then the password rules', () => {
    expect(registrationProblem({ ...form('k7#mq2vz'), lastName: ' ' })).toBe('allRequired')
    expect(registrationProblem(form('k7#mq2vz', 'other'))).toBe('passwordsMismatch')
    expect(registrationProblem(form('short'))).toBe('passwordTooShort')
    expect(registrationProblem(form('iloveyou'))).toBe('passwordCommon')
    expect(registrationProblem(form('k7#mq2vz'))).toBeNull()
  })
})
