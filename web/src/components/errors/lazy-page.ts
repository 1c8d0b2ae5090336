// React.lazy whose failed or stalled downloads surface as ChunkLoadError.
import { type ComponentType, lazy } from 'react'
import { loadChunk } from './chunk-load-error'

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(load))
}
