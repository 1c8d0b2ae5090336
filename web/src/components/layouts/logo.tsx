// The shop's name as a home link; going home also clears any search.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'

export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation()
  return (
    <Link href={paths.home} className="logo" aria-label={t('brand.home')} onClick={onClick}>
      <span className="logo-mark" aria-hidden="true">
        BM
      </span>
      <span className="logo-text">
        <strong>{t('brand.name')}</strong>
        <small>{t('brand.tagline')}</small>
      </span>
    </Link>
  )
}
