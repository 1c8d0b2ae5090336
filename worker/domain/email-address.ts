// The one rule for an e-mail address: the server's schemas give it to z.email() and the web's forms
// test it before sending, so both refuse the same addresses. It is zod's own default pattern,
// kept here so the storefront checks an address without loading zod.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export const isEmailAddress = (address: string) => EMAIL_PATTERN.test(address)
