// Store location (storefront §2): map, open/closed in Baghdad time, contact details with copy
// buttons, WhatsApp, hours, services, payment methods and social links, all from store info.
import { useTranslation } from 'react-i18next'
import { BusinessHours } from '@/components/business-hours'
import { SocialLinks } from '@/components/social-links'
import { WEEK_DAYS } from '@domain/week-days'
import { zonedParts } from '@domain/baghdad-time'
import { whatsappUrl } from '@domain/contact-links'
import { useShopSettings } from '@/lib/use-settings'
import { ContactDetails } from './components/contact-details'
import { OpenStatus, useNow } from './components/open-status'
import { StoreMap } from './components/store-map'
import './store-location.css'

export default function StoreLocationPage() {
  const { t, i18n } = useTranslation('store')
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en'
  const settings = useShopSettings()
  const now = useNow()
  const store = settings.data?.storeInfo

  if (settings.isPending)
    return (
      <p className="store-page__loading" role="status">
        {t('loading')}
      </p>
    )
  if (!store)
    return (
      <p className="store-page__error" role="alert">
        {t('loadError')}
      </p>
    )

  const today = WEEK_DAYS[zonedParts(now).weekday] ?? WEEK_DAYS[0]
  return (
    <div className="feature-page store-page">
      <header className="store-page__hero">
        <h1>{t('title')}</h1>
        <p>{store.name[language]}</p>
        <OpenStatus hours={store.hours} now={now} />
      </header>

      <div className="store-page__layout">
        <section className="feature-box store-page__map" aria-labelledby="store-map-title">
          <h2 id="store-map-title">{t('map.heading')}</h2>
          <p className="store-page__address">{store.address[language]}</p>
          <StoreMap
            latitude={store.coordinates.latitude}
            longitude={store.coordinates.longitude}
            name={store.name[language]}
          />
        </section>

        <section className="feature-box" aria-labelledby="store-contact-title">
          <h2 id="store-contact-title">{t('contact.title')}</h2>
          <ContactDetails store={store} language={language} />
          <p className="store-page__note">
            {t('languages', {
              list: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                store.languages.map((code) => t(`language.${code}`, { defaultValue: code })),
              ),
            })}
          </p>
          <a
            className="btn store-whatsapp"
            href={whatsappUrl(store.contact.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('contact.chat')}
          </a>
          <h3 className="store-page__subheading">{t('social.title')}</h3>
          <SocialLinks links={store.socialMedia} />
        </section>

        <section className="feature-box" aria-labelledby="store-hours-title">
          <h2 id="store-hours-title">{t('hours.title')}</h2>
          <BusinessHours hours={store.hours} today={today} />
          <p className="store-page__note">{t('hours.timeZone')}</p>
        </section>

        <section className="feature-box" aria-labelledby="store-services-title">
          <h2 id="store-services-title">{t('services.title')}</h2>
          <ul className="store-list">
            {store.services.map((key) => (
              <li key={key}>{t(`services.${key}`, { defaultValue: key })}</li>
            ))}
          </ul>
        </section>

        <section className="feature-box" aria-labelledby="store-pay-title">
          <h2 id="store-pay-title">{t('payment.title')}</h2>
          <ul className="store-list">
            {store.paymentMethods.map((key) => (
              <li key={key}>{t(`payment.${key}`, { defaultValue: key })}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
