// Catches render failures: "Something went wrong" with Refresh Page and Try Again, or, when a
// screen's code could not be downloaded, a screen that asks for a reload.
import { Component, type ReactNode } from 'react'
import { i18n } from '@/lib/i18n'
import { isChunkLoadError } from './chunk-load-error'

interface State {
  error: Error | null
}

// i18n.t never suspends: the screen must render even when translations failed to load.
const t = (key: string, fallback: string) => i18n.t(key, { ns: 'common', defaultValue: fallback })

interface Props {
  children: ReactNode
  /** A piece with nothing to show (a background sync) fails without replacing the page. */
  quiet?: boolean
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error) {
    console.error('render failure', error)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    if (this.props.quiet) return null
    const chunk = isChunkLoadError(error)
    return (
      <div className="error-screen" role="alert">
        <div className="error-icon" aria-hidden="true">
          {chunk ? '⟳' : '!'}
        </div>
        <h1>
          {chunk
            ? t('errors.chunkTitle', 'This page could not be loaded')
            : t('errors.title', 'Something went wrong')}
        </h1>
        <p>
          {chunk
            ? t(
                'errors.chunkText',
                'The shop may have been updated or your connection dropped. Refresh the page to load the latest version.',
              )
            : t('errors.text', 'An unexpected error occurred. Try refreshing the page.')}
        </p>
        {chunk && <p className="error-detail">{error.message}</p>}
        <div className="error-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            {t('errors.refresh', 'Refresh Page')}
          </button>
          {!chunk && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => this.setState({ error: null })}
            >
              {t('errors.tryAgain', 'Try Again')}
            </button>
          )}
        </div>
      </div>
    )
  }
}
