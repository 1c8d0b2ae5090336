// A lazily loaded screen that fails to download becomes a ChunkLoadError, so the error screen
// can say "reload" instead of "something went wrong".
export const CHUNK_LOAD_ERROR = 'ChunkLoadError'
/** Back-office §9: a chunk that has not arrived after 120 seconds counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000

class ChunkTimeout extends Error {}

export function toChunkLoadError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  const url = /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1] ?? 'unknown'
  const type =
    error instanceof ChunkTimeout ? 'timeout' : error instanceof TypeError ? 'network' : 'error'
  const chunkError = new Error(`Loading chunk failed. (${type}: ${url})`, { cause: error })
  chunkError.name = CHUNK_LOAD_ERROR
  return chunkError
}

/** Runs a chunk download; a failure, or no answer within CHUNK_TIMEOUT_MS, is a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkTimeout(`no answer after ${CHUNK_TIMEOUT_MS / 1000} seconds`)),
      CHUNK_TIMEOUT_MS,
    )
  })
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      throw toChunkLoadError(error)
    })
    .finally(() => clearTimeout(timer))
}

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && error.name === CHUNK_LOAD_ERROR
