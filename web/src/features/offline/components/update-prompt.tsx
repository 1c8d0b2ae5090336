// "A new version is ready": shown when a new service worker waits; Reload switches to it.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** `apply` switches to the waiting version (offline-mode.tsx renders this only while one waits). */
export default function UpdatePrompt({ apply }: { apply: () => void }) {
  const { t } = useTranslation()
  const [later, setLater] = useState(false)
  if (later) return null
  return (
    <section className="update-prompt card" aria-label={t('offline.update.label')}>
      <p>{t('offline.update.text')}</p>
      <div className="update-actions">
        <button type="button" className="btn btn-primary" onClick={apply}>
          {t('offline.update.reload')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setLater(true)}>
          {t('offline.update.later')}
        </button>
      </div>
    </section>
  )
}
