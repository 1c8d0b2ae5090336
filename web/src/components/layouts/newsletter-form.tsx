// The footer's newsletter field: subscribes the e-mail (POST /api/newsletter); again is fine.
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '@/lib/api-client'
import { codeText, errorMessage } from '@/lib/error-messages'
import { errorTextsReady } from '@/lib/i18n'
import './newsletter-form.css'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function NewsletterForm() {
  const { t } = useTranslation()
  const id = useId()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const subscribe = useMutation({
    mutationFn: (address: string) => unwrap(api.newsletter.$post({ json: { email: address } })),
  })

  const onSubmit = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    const invalid = !address
      ? 'EMAIL_REQUIRED'
      : !EMAIL_PATTERN.test(address)
        ? 'EMAIL_INVALID'
        : null
    if (invalid) await errorTextsReady()
    setProblem(invalid && codeText(invalid))
    if (invalid) return
    subscribe.mutate(address, { onSuccess: () => setEmail('') })
  }

  const error = problem ?? (subscribe.error ? errorMessage(subscribe.error) : null)
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
