// One button that switches between English and Arabic and remembers the choice.
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon'
import { chooseLanguage } from '@/lib/i18n'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const next = i18n.language === 'ar' ? 'en' : 'ar'
  return (
    <button
      type="button"
      className="icon-btn lang-btn"
      aria-label={t('language.switchTo', { lng: next === 'ar' ? 'العربية' : 'English' })}
      lang={next}
      onClick={() => chooseLanguage(next)}
    >
      <Icon name="globe" size={18} />
      <span>{next === 'ar' ? 'عربي' : 'EN'}</span>
    </button>
  )
}
