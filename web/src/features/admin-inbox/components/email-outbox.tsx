// The e-mail outbox: what the default provider "sent", newest first, searched by recipient or
// subject; open one to read it. The e-mail itself stays in the language it was sent in.
import { useTranslation } from 'react-i18next'
import { apiUrl } from '@/lib/api-client'
import { inboxQueries } from '../api/inbox'
import { PagedPanel } from './paged-panel'
import { when } from './when'

export function EmailOutbox() {
  const { t } = useTranslation('admin-inbox')
  return (
    <PagedPanel
      pages={inboxQueries.outbox}
      noun="e-mails"
      searchLabel={t('outbox.search')}
      empty={t('outbox.empty')}
    >
      {(emails) => (
        <ul className="inbox-list">
          {emails.map((email) => (
            <li key={email.id} className="inbox-item">
              <details>
                <summary className="inbox-item__head">
                  <strong>
                    <bdi>{email.subject}</bdi>
                  </strong>
                  <bdi dir="ltr">{email.to}</bdi>
                  <span className="inbox-tag">
                    {t(`outbox.kinds.${email.kind}`, { defaultValue: email.kind })}
                  </span>
                  <span className="inbox-tag">
                    {t(email.language === 'ar' ? 'subscribers.arabic' : 'subscribers.english')}
                  </span>
                  <time dateTime={email.createdAt}>{when(email.createdAt)}</time>
                </summary>
                <pre className="inbox-item__text" dir={email.language === 'ar' ? 'rtl' : 'ltr'}>
                  {email.text}
                </pre>
                {/* A page of its own with a policy that lets the e-mail's inline styles apply
                    (in srcdoc the dashboard's policy refused them); loaded once opened. */}
                <iframe
                  className="inbox-item__html"
                  title={t('outbox.html', { subject: email.subject })}
                  sandbox=""
                  loading="lazy"
                  src={apiUrl(`/api/emails/${String(email.id)}/preview`)}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
    </PagedPanel>
  )
}
