// Support-form messages, newest first, each with a reply link.
import { errorText } from '@/components/admin/admin-format'
import { useSupportMessages } from '../api/inbox'
import { when } from './when'

export function SupportMessages() {
  const messages = useSupportMessages()
  if (messages.isPending) return <p className="muted">Loading messages…</p>
  if (messages.isError) return <p className="error-box">{errorText(messages.error)}</p>
  if (messages.data.length === 0) return <p className="muted">No messages yet.</p>
  return (
    <ul className="inbox-list">
      {messages.data.map((m) => (
        <li key={m.id} className="inbox-item">
          <div className="inbox-item__head">
            <strong>{m.name}</strong>
            <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
              {m.email}
            </a>
            <span className="inbox-tag">{m.subject}</span>
            {m.orderNumber && <span className="inbox-tag">Order {m.orderNumber}</span>}
            <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
          </div>
          <p className="inbox-item__body">{m.message}</p>
        </li>
      ))}
    </ul>
  )
}
