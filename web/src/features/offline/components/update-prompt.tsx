// "A new version is ready": shown when a new service worker waits; Reload switches to it.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { updateStore } from '../service-worker-update'

export function UpdatePrompt() {
  const { t } = useTranslation()
  const apply = updateStore.use()
  const [later, setLater] = useState(false)
  if (!apply || later) return null
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
