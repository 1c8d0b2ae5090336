// Support-form messages, newest first, each with a reply link; searched by name, e-mail or subject.
import { inboxQueries } from '../api/inbox'
import { PagedPanel } from './paged-panel'
import { when } from './when'

export function SupportMessages() {
  return (
    <PagedPanel
      pages={inboxQueries.supportMessages}
      noun="messages"
      searchLabel="Search by name, email or subject"
      empty="No messages."
    >
      {(messages) => (
        <ul className="inbox-list">
          {messages.map((m) => (
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
      )}
    </PagedPanel>
  )
}
