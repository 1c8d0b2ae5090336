// Full-screen overlay shown while a screen or its translations load, and the inline spinner.
import { useTranslation } from 'react-i18next'

export function LoadingOverlay() {
  return (
    <div className="loading-overlay">
      <Spinner />
    </div>
  )
}

export function Spinner({ label }: { label?: string }) {
  // No suspending here: this is what shows while translations are still on their way.
  const { t, ready } = useTranslation('common', { useSuspense: false })
  return (
    <div
      className="spinner-wrap"
      role="status"
      aria-label={label ?? (ready ? t('loading') : 'Loading')}
    >
      <span className="spinner" />
    </div>
  )
}
