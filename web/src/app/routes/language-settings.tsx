// /language-settings
import { useTranslation } from 'react-i18next'
import { LanguageSettings } from '@/features/language/components/language-settings'

export default function LanguageSettingsPage() {
  const { t } = useTranslation('language')
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <p className="muted">{t('subtitle')}</p>
      <LanguageSettings />
    </div>
  )
}
