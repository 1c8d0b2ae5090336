// The exact error texts of the spec that more than one schema or route uses.
export const MSG = {
  loginRequired: 'Email and password are required',
  registerRequired: 'All required fields must be filled',
  passwordTooShort: 'Password must be at least 6 characters long',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Please enter your email address',
  productRequired: 'Required fields missing: name, price, category',
  cartEmpty: 'Cart is empty',
} as const

export const MIN_PASSWORD_LENGTH = 6
