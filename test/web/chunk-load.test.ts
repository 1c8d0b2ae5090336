// Lazily loaded screens: a failed or stalled download is a ChunkLoadError naming its kind.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CHUNK_TIMEOUT_MS,
  isChunkLoadError,
  loadChunk,
} from '../../web/src/components/errors/chunk-load-error'

afterEach(() => vi.useRealTimers())

describe('loading a chunk', () => {
  it('gives the module when it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'screen' }))).resolves.toEqual({
      default: 'screen',
    })
  })

  it('names a network failure and the chunk address', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js')),
    ).catch((e: unknown) => e)
    expect(isChunkLoadError(error)).toBe(true)
    expect((error as Error).message).toBe('Loading chunk failed. (network: /assets/a-1.js)')
  })

  it('gives up after 120 seconds without an answer', async () => {
    vi.useFakeTimers()
    const result = loadChunk(() => new Promise(() => {})).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    let settled = false
    void result.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(isChunkLoadError(error)).toBe(true)
    expect((error as Error).message).toBe('Loading chunk failed. (timeout: unknown)')
  })
})
