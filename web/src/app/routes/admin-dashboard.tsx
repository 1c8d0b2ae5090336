// The admin dashboard: the frame with its tab navigation and the tab the URL names.
// First: the owner's texts must be loadable before any screen below asks for them.
import '@/components/admin/admin-locales'
import type { ComponentType } from 'react'
import type { AdminTab } from '@/config/paths'
import { DashboardLayout } from '@/features/admin-dashboard/components/dashboard-layout'
import { OverviewTab } from '@/features/admin-dashboard/components/overview-tab'
import { OrdersTab } from '@/features/admin-orders/components/orders-tab'
import { CashTab } from '@/features/admin-cash/components/cash-tab'
import { ProductsTab } from '@/features/admin-products/components/products-tab'
import { SettingsTab } from '@/features/admin-settings/components/settings-tab'
import { UsersTab } from '@/features/admin-users/components/users-tab'
import { AnalyticsTab } from '@/features/analytics/components/analytics-tab'
import { DataTab } from '@/features/data-tools/components/data-tab'

const TABS: Record<AdminTab, ComponentType> = {
  overview: OverviewTab,
  products: ProductsTab,
  orders: OrdersTab,
  cash: CashTab,
  users: UsersTab,
  analytics: AnalyticsTab,
  data: DataTab,
  settings: SettingsTab,
}

export default function AdminDashboard({ tab }: { tab: AdminTab }) {
  const Tab = TABS[tab]
  return (
    <DashboardLayout tab={tab}>
      <Tab />
    </DashboardLayout>
  )
}
