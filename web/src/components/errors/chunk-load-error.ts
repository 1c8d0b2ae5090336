// A lazily loaded screen that fails to download becomes a ChunkLoadError, so the error screen
// can say "reload" instead of "something went wrong".
export const CHUNK_LOAD_ERROR = 'ChunkLoadError'

export function toChunkLoadError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  const url = /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1] ?? 'unknown'
  const type = error instanceof TypeError ? 'network' : 'error'
  const chunkError = new Error(`Loading chunk failed. (${type}: ${url})`, { cause: error })
  chunkError.name = CHUNK_LOAD_ERROR
  return chunkError
}

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && error.name === CHUNK_LOAD_ERROR
