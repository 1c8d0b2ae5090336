// /admin: the dashboard arrives with the admin issue; until then admins see that it is coming
// and everyone else sees Access Denied.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Spinner } from '@/components/ui/loading-overlay'
import { paths } from '@/config/paths'
import { useUser } from '@/lib/auth'

export default function AdminPage() {
  const { t } = useTranslation()
  const user = useUser()
  if (user.isPending) return <Spinner />
  const admin = user.data?.role === 'admin'
  return (
    <div className="container narrow empty-state">
      <h1>{admin ? t('admin.title') : t('admin.denied')}</h1>
      <p>{admin ? t('admin.soon') : t('admin.deniedText')}</p>
      <Link href={paths.home} className="btn btn-primary">
        {t('nav.home')}
      </Link>
    </div>
  )
}
