// HMAC-SHA256 under a server secret, as hex: codes and links the server can check again without
// storing them in the clear.
export async function hmacHex(secret: string, message: string | ArrayBuffer): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const mac = await crypto.subtle.sign('HMAC', key, bytes)
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Compares in constant time, so a secret value cannot be guessed from response times. */
export function sameText(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b)
}
