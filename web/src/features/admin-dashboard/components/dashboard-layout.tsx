// The dashboard's frame: title, links to the developer pages, and the tab bar (full width below
// it, so the wide tables keep their room); in the admin's language, right to left in Arabic.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import '@/components/admin/admin.css'
import { ADMIN_TABS, type AdminTab, paths } from '@/config/paths'

const TOOLS = [
  { href: paths.telegramTest, label: 'tools.telegramTest' },
  { href: paths.smsTest, label: 'tools.smsTest' },
  { href: paths.inbox, label: 'tools.inbox' },
  { href: paths.deliveries, label: 'tools.deliveries' },
] as const

export function DashboardLayout({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  const { t } = useTranslation('admin')
  return (
    <div className="admin container">
      <header className="admin-head">
        <h1>{t('title')}</h1>
        <nav aria-label={t('tools.label')} className="admin-tools">
          {TOOLS.map((tool) => (
            <Link key={tool.href} href={tool.href} className="btn btn-outline btn-sm">
              {t(tool.label)}
            </Link>
          ))}
        </nav>
      </header>
      <div className="admin-frame">
        <nav aria-label={t('nav')} className="admin-nav">
          {ADMIN_TABS.map((name) => (
            <Link
              key={name}
              href={paths.adminTab(name)}
              aria-current={name === tab ? 'page' : undefined}
            >
              {t(`tabs.${name}`)}
            </Link>
          ))}
        </nav>
        <section className="admin-content" aria-label={t(`tabs.${tab}`)}>
          <h2 className="admin-tab-title">{t(`tabs.${tab}`)}</h2>
          {children}
        </section>
      </div>
    </div>
  )
}
