// Support-form messages, newest first, each with a reply link; searched by name, e-mail or subject.
import { useTranslation } from 'react-i18next'
import { inboxQueries } from '../api/inbox'
import { PagedPanel } from './paged-panel'
import { when } from './when'

export function SupportMessages() {
  const { t } = useTranslation('admin-inbox', { keyPrefix: 'support' })
  // The subject as the form named it, in the owner's language (the message stores its code).
  const { t: subjectName } = useTranslation('support', { keyPrefix: 'subjects' })
  return (
    <PagedPanel
      pages={inboxQueries.supportMessages}
      noun="messages"
      searchLabel={t('search')}
      empty={t('empty')}
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
                <span className="inbox-tag">
                  {subjectName(m.subject, { defaultValue: m.subject })}
                </span>
                {m.orderNumber && (
                  <span className="inbox-tag">{t('order', { number: m.orderNumber })}</span>
                )}
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
