// PBKDF2-SHA256 password hashes through WebCrypto: per-user salt, 100,000 iterations (the most
// the Workers runtime allows; local workerd has no cap, so a higher count would only fail live).
export const PBKDF2_ITERATIONS = 100_000
const SALT_BYTES = 16
const KEY_BITS = 256

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    KEY_BITS,
  )
  return new Uint8Array(bits)
}

/**
 * The hash of a random password nobody knows: checking a sign-in for an unknown e-mail against it
 * costs as much as a real check, so timing does not tell which e-mails have accounts. A constant,
 * because the Workers runtime forbids random values (and so hashing) at module scope.
 */
export const DECOY_HASH =
  'pbkdf2-sha256$100000$mwy3onnH8agyGJPtWKloxw==$dV4dMPsQN/N73tU4ZnJiE37aFhozP4T65N7MKG37Hww='

/** Returns `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false
  const actual = await derive(password, fromBase64(salt), Number(iterations))
  const expected = fromBase64(hash)
  if (actual.length !== expected.length) return false
  let diff = 0
  for (const [i, byte] of actual.entries()) diff |= byte ^ (expected[i] ?? 0)
  return diff === 0
}
