// The app's providers around the shell: data cache, render-error screen and the first-load overlay.
import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense } from 'react'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { LoadingOverlay } from '@/components/ui/loading-overlay'
import { queryClient } from '@/lib/query-client'
import { Shell } from './shell'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>
        <Suspense fallback={<LoadingOverlay />}>
          <Shell />
        </Suspense>
      </ErrorBoundary>
    </QueryClientProvider>
  )
}
