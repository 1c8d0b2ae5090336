// The dashboard's frame: title, links to the developer pages, and the tab bar (full width below
// it, so the wide tables keep their room).
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import '@/components/admin/admin.css'
import { ADMIN_TABS, type AdminTab, paths } from '@/config/paths'

const TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  products: 'Products',
  orders: 'Orders',
  users: 'Users',
  analytics: 'Analytics',
  data: 'Data',
  settings: 'Settings',
}

const TOOLS = [
  { href: paths.telegramTest, label: 'Telegram test' },
  { href: paths.smsTest, label: 'SMS test' },
  { href: paths.inbox, label: 'Inbox' },
  { href: paths.deliveries, label: 'Deliveries' },
]

export function DashboardLayout({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  return (
    <div className="admin container" lang="en" dir="ltr">
      <header className="admin-head">
        <h1>Admin Dashboard</h1>
        <nav aria-label="Developer tools" className="admin-tools">
          {TOOLS.map((t) => (
            <Link key={t.href} href={t.href} className="btn btn-outline btn-sm">
              {t.label}
            </Link>
          ))}
        </nav>
      </header>
      <div className="admin-frame">
        <nav aria-label="Dashboard" className="admin-nav">
          {ADMIN_TABS.map((t) => (
            <Link key={t} href={paths.adminTab(t)} aria-current={t === tab ? 'page' : undefined}>
              {TAB_LABELS[t]}
            </Link>
          ))}
        </nav>
        <section className="admin-content" aria-label={TAB_LABELS[tab]}>
          <h2 className="admin-tab-title">{TAB_LABELS[tab]}</h2>
          {children}
        </section>
      </div>
    </div>
  )
}
