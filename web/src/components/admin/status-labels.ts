// Order statuses and payment methods as the dashboard names them, in the admin's language
// (admin.json `status` and `methods`, a status under the status table's labelKey); the
// storefront's names are in locales/*/orders.json. test/web/order-status-labels.test.ts fails for
// a status without its label in both languages.
import { ORDER_STATUS_RULES, type OrderStatus } from '@domain/order-status'
import { i18n } from '@/lib/i18n'

export const adminStatusLabel = (status: OrderStatus): string =>
  i18n.t(ORDER_STATUS_RULES[status].labelKey, { ns: 'admin', defaultValue: status })

export const adminMethodLabel = (method: string): string =>
  i18n.t(`methods.${method}`, { ns: 'admin', defaultValue: method })
