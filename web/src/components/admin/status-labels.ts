// Order statuses and payment methods as the dashboard names them, in the admin's language
// (admin.json `status` and `methods`); the storefront's names are in locales/*/orders.json.
// test/web/order-status-labels.test.ts fails for a status without its label in both languages.
import { i18n } from '@/lib/i18n'

export const adminStatusLabel = (status: string): string =>
  i18n.t(`status.${status}`, { ns: 'admin', defaultValue: status })

export const adminMethodLabel = (method: string): string =>
  i18n.t(`methods.${method}`, { ns: 'admin', defaultValue: method })
