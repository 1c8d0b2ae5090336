// Admin pages outside the dashboard: admins see the page, everyone else Access Denied with a way
// back home (the server refuses their calls anyway).
// First: the owner's texts must be loadable before any screen below asks for them.
import '@/components/admin/admin-locales'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Spinner } from '@/components/ui/loading-overlay'
import { paths } from '@/config/paths'
import { useUser } from '@/lib/auth'

export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'auth'])
  const user = useUser()
  if (user.isPending) return <Spinner />
  if (user.data?.role === 'admin') return children
  return (
    <div className="container narrow empty-state">
      <h1>{t('admin.denied')}</h1>
      <p>{t('admin.deniedText')}</p>
      <Link href={paths.home} className="btn btn-primary">
        {t('backHome', { ns: 'auth' })}
      </Link>
    </div>
  )
}
