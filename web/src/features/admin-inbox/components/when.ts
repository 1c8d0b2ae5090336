// Dates in the inbox: Baghdad time, day and minute, in the admin's language.
export { dateTime as when } from '@/components/admin/admin-format'
