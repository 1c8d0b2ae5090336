// The footer's newsletter field: subscribes the e-mail (POST /api/newsletter); again is fine. The
// server's schema is the e-mail rule here (answered by code, in the shopper's language): checking it
// in the browser too would put the pattern into every page's first load.
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-messages'
import './newsletter-form.css'

export function NewsletterForm() {
  const { t } = useTranslation()
  const id = useId()
  const [email, setEmail] = useState('')
  const subscribe = useMutation({
    mutationFn: (address: string) => unwrap(api.newsletter.$post({ json: { email: address } })),
  })

  const onSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    subscribe.mutate(email.trim(), { onSuccess: () => setEmail('') })
  }

  const error = subscribe.error ? errorMessage(subscribe.error) : null
  return (
    <form className="newsletter-form" onSubmit={onSubmit} noValidate>
      <div className="newsletter">
        <input
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-label={t('footer.newsletterEmail')}
          placeholder={t('footer.newsletterEmail')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className="btn btn-primary" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('footer.subscribing') : t('footer.subscribe')}
        </button>
      </div>
      <p
        id={`${id}-status`}
        className={error ? 'newsletter-status error' : 'newsletter-status'}
        aria-live="polite"
      >
        {error ?? (subscribe.isSuccess && !email ? t('footer.subscribed') : '')}
      </p>
    </form>
  )
}
