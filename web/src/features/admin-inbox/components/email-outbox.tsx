// The e-mail outbox: what the default provider "sent", newest first, searched by recipient or
// subject; open one to read it.
import { inboxQueries } from '../api/inbox'
import { PagedPanel } from './paged-panel'
import { when } from './when'

export function EmailOutbox() {
  return (
    <PagedPanel
      pages={inboxQueries.outbox}
      noun="e-mails"
      searchLabel="Search by recipient or subject"
      empty="No e-mails."
    >
      {(emails) => (
        <ul className="inbox-list">
          {emails.map((email) => (
            <li key={email.id} className="inbox-item">
              <details>
                <summary className="inbox-item__head">
                  <strong>{email.subject}</strong>
                  <span>{email.to}</span>
                  <span className="inbox-tag">{email.kind}</span>
                  <span className="inbox-tag">{email.language}</span>
                  <time dateTime={email.createdAt}>{when(email.createdAt)}</time>
                </summary>
                <pre className="inbox-item__text" dir={email.language === 'ar' ? 'rtl' : 'ltr'}>
                  {email.text}
                </pre>
                <iframe
                  className="inbox-item__html"
                  title={`HTML of ${email.subject}`}
                  sandbox=""
                  srcDoc={email.html}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
    </PagedPanel>
  )
}
