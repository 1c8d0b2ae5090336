// /admin/inbox: what customers sent and what the shop sent them (admins only, English): support
// messages, the e-mail outbox, and newsletter subscribers.
import { useState } from 'react'
import { AdminOnly } from '@/components/layouts/admin-only'
import { EmailOutbox } from './components/email-outbox'
import { Subscribers } from './components/subscribers'
import { SupportMessages } from './components/support-messages'
import './inbox.css'

const TABS = [
  ['support', 'Support messages', SupportMessages],
  ['outbox', 'E-mail outbox', EmailOutbox],
  ['newsletter', 'Newsletter', Subscribers],
] as const

function Inbox() {
  const [tab, setTab] = useState<(typeof TABS)[number][0]>('support')
  const Panel = (TABS.find(([id]) => id === tab) ?? TABS[0])[2]
  return (
    <div className="container inbox">
      <h1>Inbox</h1>
      <div className="inbox-tabs" role="tablist">
        {TABS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? 'btn btn-primary' : 'btn btn-outline'}
            onClick={() => setTab(id)}
          >
            {label}
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
