// /admin/inbox: what customers sent and what the shop sent them (admins only, in the admin's language): support
// messages, the e-mail outbox, and newsletter subscribers.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminOnly } from '@/components/layouts/admin-only'
import { EmailOutbox } from './components/email-outbox'
import { Subscribers } from './components/subscribers'
import { SupportMessages } from './components/support-messages'
import './inbox.css'

const TABS = [
  ['support', SupportMessages],
  ['outbox', EmailOutbox],
  ['newsletter', Subscribers],
] as const

function Inbox() {
  const { t } = useTranslation('admin-inbox')
  const [tab, setTab] = useState<(typeof TABS)[number][0]>('support')
  const Panel = (TABS.find(([id]) => id === tab) ?? TABS[0])[1]
  return (
    <div className="container inbox">
      <h1>{t('title')}</h1>
      <div className="inbox-tabs" role="tablist" aria-label={t('title')}>
        {TABS.map(([id]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? 'btn btn-primary' : 'btn btn-outline'}
            onClick={() => setTab(id)}
          >
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel">
        <Panel />
      </section>
    </div>
  )
}

export default function InboxPage() {
  return (
    <AdminOnly>
      <Inbox />
    </AdminOnly>
  )
}
