// /admin and its tabs: admins get the dashboard (its own chunk, loaded only for them); everyone
// else sees Access Denied with a way back home.
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'wouter'
import { OWNER_NAMESPACES } from '@/components/admin/admin-locales'
import { lazyPage } from '@/components/errors/lazy-page'
import { Spinner } from '@/components/ui/loading-overlay'
import { type AdminTab, paths } from '@/config/paths'
import { useUser } from '@/lib/auth'

// The owner's texts come beside the dashboard's code (admin-locales makes them loadable from here),
// both while the session is still being read: the dashboard then shows without a spinner between.
const Dashboard = lazyPage(() => import('./admin-dashboard'), OWNER_NAMESPACES)
void Dashboard.preload()

export default function AdminPage() {
  const { t } = useTranslation()
  const { tab } = useParams<{ tab?: AdminTab }>()
  const user = useUser()
  if (user.isPending) return <Spinner />
  if (user.data?.role === 'admin')
    return (
      <Suspense fallback={<Spinner />}>
        <Dashboard tab={tab ?? 'overview'} />
      </Suspense>
    )
  return (
    <div className="container narrow empty-state">
      <h1>{t('admin.denied')}</h1>
      <p>{t('admin.deniedText')}</p>
      <Link href={paths.home} className="btn btn-primary">
        {t('admin.backHome')}
      </Link>
    </div>
  )
}
