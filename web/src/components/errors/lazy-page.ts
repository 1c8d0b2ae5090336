// React.lazy whose failed downloads surface as ChunkLoadError.
import { type ComponentType, lazy } from 'react'
import { toChunkLoadError } from './chunk-load-error'

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      throw toChunkLoadError(error)
    }),
  )
}
