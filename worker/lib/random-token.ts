// Unguessable tokens for URLs and cookies: `bytes` random bytes as base64url.
export function randomToken(bytes: number): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes))
  return btoa(String.fromCharCode(...random))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
