// The app's providers around the shell: data cache, language, render-error screen and the first-load overlay.
import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense } from 'react'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { LoadingOverlay } from '@/components/ui/loading-overlay'
import { queryClient } from '@/lib/query-client'
import { LanguageProvider } from '@/lib/use-common-texts'
import { Shell } from './shell'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <ErrorBoundary>
          <Suspense fallback={<LoadingOverlay />}>
            <Shell />
          </Suspense>
        </ErrorBoundary>
      </LanguageProvider>
    </QueryClientProvider>
  )
}
