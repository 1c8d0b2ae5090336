// A banner over the dashboard while the saved settings do not read: orders are refused until an
// admin saves valid settings (GET /api/settings/problem).
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '@/lib/api-client'

export function SettingsProblem() {
  const { t } = useTranslation('admin')
  const { data } = useQuery({
    queryKey: ['settings', 'problem'] as const,
    queryFn: () => unwrap(api.settings.problem.$get()),
  })
  if (!data?.problem) return null
  return (
    <div className="card admin-panel danger-zone" role="alert">
      <h3>{t('settingsProblem.title')}</h3>
      <p>{t('settingsProblem.body', { field: data.problem.field })}</p>
    </div>
  )
}
