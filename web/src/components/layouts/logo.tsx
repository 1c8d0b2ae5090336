// The shop's name as a home link; going home also clears any search.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'

export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation()
  return (
    // Named by its text (hidden from sight, not from screen readers, on phones): a name that
    // differs from the words shown fails WCAG's label-in-name.
    <Link href={paths.home} className="logo" onClick={onClick}>
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
