// The notice under the header while the shop is offline; sign-in and the back office say that
// they need the connection.
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { paths } from '@/config/paths'

// The back office is English only (back-office.txt), so its notice is not translated.
const ADMIN_NOTICE =
  'The admin panel needs an internet connection: nothing can be loaded or saved until it returns.'

export function OfflineBanner() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const notice = location.startsWith(paths.admin)
    ? ADMIN_NOTICE
    : location === paths.login || location === paths.register
      ? t('offline.signIn')
      : t('offline.shop')
  return (
    <div className="offline-banner" role="status">
      <div className="container">
        <strong>{t('offline.title')}</strong> <span>{notice}</span>
      </div>
    </div>
  )
}
