// Customer support (storefront §2): contact card, business hours, social links, the message
// form and the FAQ, all reading the one store-info record.
import { useTranslation } from 'react-i18next'
import { BusinessHours } from '@/components/business-hours'
import { SocialLinks } from '@/components/social-links'
import { useShopSettings } from '@/lib/use-settings'
import { ContactCard } from './components/contact-card'
import { Faq } from './components/faq'
import { SupportForm } from './components/support-form'
import './support.css'

export default function SupportPage() {
  const { t, i18n } = useTranslation(['support', 'store'])
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en'
  const settings = useShopSettings()
  const store = settings.data?.storeInfo

  if (settings.isPending)
    return (
      <p className="sup-page__loading" role="status">
        {t('loading')}
      </p>
    )
  if (!store)
    return (
      <p className="sup-page__error" role="alert">
        {t('loadError')}
      </p>
    )

  return (
    <div className="feature-page sup-page">
      <header className="sup-page__hero">
        <h1>{t('title')}</h1>
        <p>{t('subtitle', { hours: store.supportReplyHours })}</p>
      </header>

      <div className="sup-page__layout">
        <aside className="sup-page__side">
          <section className="feature-box" aria-labelledby="sup-contact-title">
            <h2 id="sup-contact-title">{t('contact.title')}</h2>
            <ContactCard store={store} language={language} />
          </section>
          <section className="feature-box" aria-labelledby="sup-hours-title">
            <h2 id="sup-hours-title">{t('hours.title')}</h2>
            <BusinessHours hours={store.hours} />
            <p className="sup-page__note">{t('hours.note')}</p>
          </section>
          <section className="feature-box" aria-labelledby="sup-social-title">
            <h2 id="sup-social-title">{t('social.title')}</h2>
            <SocialLinks links={store.socialMedia} />
          </section>
        </aside>

        <div className="sup-page__main">
          <section className="feature-box" aria-labelledby="sup-form-title">
            <h2 id="sup-form-title">{t('form.title')}</h2>
            <SupportForm storeEmail={store.contact.email} replyHours={store.supportReplyHours} />
          </section>
          <section className="feature-box" aria-labelledby="sup-faq-title">
            <h2 id="sup-faq-title">{t('faq.title')}</h2>
            <Faq returnPolicyDays={store.returnPolicyDays} />
          </section>
        </div>
      </div>
    </div>
  )
}
