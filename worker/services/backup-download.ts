// A stored backup downloaded without its users' password hashes (the default download; the full
// file is a separate, named choice): rewritten line by line as R2 streams it, with the trailer's
// checksum taken again over the lines as they now are, so the download restores like any file.
import { sha256Stream } from '../lib/sha256-stream'
import { linesOf } from './backup-reader'

export function withoutHashes(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const lines = linesOf(body)
  const hashing = sha256Stream()
  const encoder = new TextEncoder()
  const decoder = new TextDecoder()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next()
      if (next.done) {
        controller.close()
        return
      }
      const value = JSON.parse(decoder.decode(next.value)) as {
        list?: string
        entry?: Record<string, unknown>
        end?: { sha256: string }
      }
      if (value.end) {
        value.end.sha256 = await hashing.hex()
        controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`))
        return
      }
      if (value.list === 'users' && value.entry) delete value.entry.passwordHash
      const line = encoder.encode(`${JSON.stringify(value)}\n`)
      await hashing.write(line)
      controller.enqueue(line)
    },
    async cancel() {
      await lines.return(undefined)
    },
  }).pipeThrough(new CompressionStream('gzip'))
}
