// One button that switches between English and Arabic and remembers the choice.
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon'
import { chooseLanguage } from '@/lib/i18n'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const next = i18n.language === 'ar' ? 'en' : 'ar'
  return (
    <button type="button" className="icon-btn lang-btn" onClick={() => void chooseLanguage(next)}>
      <Icon name="globe" size={18} />
      {/* The name holds the words shown (WCAG's label-in-name): "Switch language to English EN". */}
      <span className="visually-hidden">
        {t('language.switchTo', { language: next === 'ar' ? 'العربية' : 'English' })}{' '}
      </span>
      <span lang={next}>{next === 'ar' ? 'عربي' : 'EN'}</span>
    </button>
  )
}
