// The exact error texts of the spec that more than one schema or route uses.
export const MSG = {
  loginRequired: 'Email and password are required',
  registerRequired: 'All required fields must be filled',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password is too long (at most 128 characters)',
  passwordCommon: 'This password is too common. Please choose another one.',
  currentPasswordWrong: 'Your current password is not correct',
  currentPasswordRequired: 'Please enter your current password',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Please enter your email address',
  productRequired: 'Required fields missing: name, price, category',
  cartEmpty: 'Cart is empty',
} as const

export { MIN_PASSWORD_LENGTH } from '../domain/password-rules'
