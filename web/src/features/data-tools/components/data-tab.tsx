// The Data tab: backup and restore, data cleanup and advanced tools, with one status line whose
// messages clear after 5 seconds.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { AdvancedPanel } from './advanced-panel'
import { BackupPanel } from './backup-panel'
import { CachePanel } from './cache-panel'
import { CleanupPanel } from './cleanup-panel'

const SECTIONS = [
  { id: 'backup', Panel: BackupPanel },
  { id: 'cleanup', Panel: CleanupPanel },
  { id: 'advanced', Panel: AdvancedPanel },
] as const

export function DataTab() {
  const { t } = useTranslation('admin-data')
  const [section, setSection] = useState<(typeof SECTIONS)[number]['id']>('backup')
  const { status, show } = useStatus()
  const { Panel } = SECTIONS.find((s) => s.id === section) ?? SECTIONS[0]
  return (
    <div className="admin-stack">
      <div className="segmented" role="tablist" aria-label={t('sections.label')}>
        {SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            aria-selected={s.id === section}
            onClick={() => setSection(s.id)}
          >
            {t(`sections.${s.id}`)}
          </button>
        ))}
      </div>
      <StatusMessage status={status} />
      <Panel show={show} />
      <CachePanel show={show} />
    </div>
  )
}
