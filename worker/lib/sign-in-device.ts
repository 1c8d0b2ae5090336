// A device that signed in to an account before: a random id and an HMAC of it with the account's
// e-mail under JWT_SECRET, kept in a cookie sent only to the sign-in call. The sign-in throttle
// lets such a device keep trying while strangers have locked the e-mail from everywhere
// (services/login-throttle.ts). Nothing is stored: only the server can make a valid mark, and a
// mark names one e-mail, so a stranger's own account gives them none for someone else's.
import { hmacHex, sameText } from './hmac'
import { randomToken } from './random-token'

export const DEVICE_COOKIE = 'device'
export const DEVICE_COOKIE_PATH = '/api/auth/login'
export const DEVICE_DAYS = 365

const macOf = (secret: string, email: string, id: string) =>
  hmacHex(secret, `sign-in-device:${email}:${id}`).then((mac) => mac.slice(0, 32))

/** The id of the device `mark` names, when the mark is valid for `email`; compared in constant time. */
export async function markedDevice(
  secret: string,
  email: string,
  mark: string | undefined,
): Promise<string | undefined> {
  const [id, mac, ...rest] = (mark ?? '').split('.')
  if (!id || !mac || rest.length > 0) return undefined
  return sameText(mac, await macOf(secret, email, id)) ? id : undefined
}

/** The cookie's value for `email` on the device `id` (a new device when not given). */
export async function deviceMark(secret: string, email: string, id = randomToken(16)) {
  return `${id}.${await macOf(secret, email, id)}`
}
