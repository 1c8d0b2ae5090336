// What a new password must be: 8 to 128 characters and not one of the passwords every guessing
// list starts with. The spec's 6 characters is the floor; 8 and the list are ours (docs/decisions.md, Passwords).
export const MIN_PASSWORD_LENGTH = 8
/** Longer passwords only make each PBKDF2 check slower for nothing. */
export const MAX_PASSWORD_LENGTH = 128

// The most common passwords of at least 8 characters in public breach lists (shorter ones fail
// the length rule anyway), plus the shop's own obvious ones. Compared case-insensitively.
const COMMON_PASSWORDS = new Set(
  `
  12345678 123456789 1234567890 12345678910 87654321 11111111 00000000 88888888 12341234
  11223344 12344321 123123123 147258369 987654321 0987654321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx
  qwertyui qwertyuiop qwerty123 qwerty12 asdfghjk asdfghjkl zxcvbnm1 zaq12wsx q1w2e3r4
  q1w2e3r4t5 a1b2c3d4 abcd1234 abcdefgh abc12345 abc123456 aa123456 password password1
  password12 password123 passw0rd p@ssw0rd p@ssword iloveyou iloveyou1 sunshine princess
  football baseball superman starwars whatever trustno1 welcome1 welcome123 letmein1 charlie1
  michael1 jennifer computer internet samsung1 mercedes corvette ferrari1 motorcycle motorbike
  yamaha123 honda123 kawasaki suzuki123 harley1 dragon12 master12 changeme admin123 admin1234
  administrator customer customer1 shopping baghdad1 baghdad123 iraq1234
  iraq12345 mohammed mohammad muhammad ahmed123 ali12345 hussein1 allahakbar bismillah
  alhamdulillah
  `
    .trim()
    .split(/\s+/),
)

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common'

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort'
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong'
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'common'
  return null
}
