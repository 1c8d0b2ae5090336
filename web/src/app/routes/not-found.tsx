// Any other path.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { useNoIndex } from '@/lib/no-index'

export default function NotFoundPage() {
  const { t } = useTranslation()
  useNoIndex()
  return (
    <div className="container narrow empty-state">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href={paths.home} className="btn btn-primary">
        {t('nav.home')}
      </Link>
    </div>
  )
}
