// A SHA-256 taken of bytes written a piece at a time (crypto.DigestStream): a streamed backup's
// checksum, with only the piece at hand in memory.
export function sha256Stream() {
  const digest = new crypto.DigestStream('SHA-256')
  const writer = digest.getWriter()
  return {
    write: (bytes: Uint8Array) => writer.write(bytes),
    /** The lowercase hex of the digest of everything written; ends the writing. */
    async hex(): Promise<string> {
      await writer.close()
      const bytes = new Uint8Array(await digest.digest)
      return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    },
  }
}
