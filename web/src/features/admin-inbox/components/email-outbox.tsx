// The e-mail outbox: what the default provider "sent", newest first; open one to read it.
import { errorText } from '@/components/admin/admin-format'
import { useOutbox } from '../api/inbox'
import { when } from './when'

export function EmailOutbox() {
  const emails = useOutbox()
  if (emails.isPending) return <p className="muted">Loading e-mails…</p>
  if (emails.isError) return <p className="error-box">{errorText(emails.error)}</p>
  if (emails.data.length === 0) return <p className="muted">The outbox is empty.</p>
  return (
    <ul className="inbox-list">
      {emails.data.map((email) => (
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
  )
}
