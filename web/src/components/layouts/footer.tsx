// The footer: the store's hours and contact from the one store-info record, and quick links.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { WEEK_DAYS } from '@domain/week-days'
import { paths } from '@/config/paths'
import { clockTime, formatYear } from '@/lib/format'
import { useShopSettings } from '@/lib/use-settings'
import { localized } from '@/lib/text'
import { NewsletterForm } from './newsletter-form'
import { CallLink } from '@/components/ui/call-link'

export function Footer() {
  const { t, i18n } = useTranslation()
  const { data: settings } = useShopSettings()
  const info = settings?.storeInfo
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <section>
          <h2>{info ? localized(i18n.language, info.name.en, info.name.ar) : t('brand.name')}</h2>
          <p>{t('footer.about')}</p>
          {info && (
            <address>
              {localized(i18n.language, info.address.en, info.address.ar)}
              <br />
              <CallLink phone={info.contact.phone} />
              <br />
              <a href={`mailto:${info.contact.email}`}>{info.contact.email}</a>
            </address>
          )}
        </section>
        <section>
          <h2>{t('footer.hours')}</h2>
          {info && (
            <dl className="hours">
              {WEEK_DAYS.map((day) => {
                const hours = info.hours[day]
                return (
                  <div key={day}>
                    <dt>{t(`days.${day}`)}</dt>
                    <dd dir="ltr">
                      {hours
                        ? `${clockTime(hours.open, i18n.language)} – ${clockTime(hours.close, i18n.language)}`
                        : t('footer.closed')}
                    </dd>
                  </div>
                )
              })}
            </dl>
          )}
        </section>
        <section>
          <h2>{t('footer.links')}</h2>
          <ul className="footer-links">
            <li>
              <Link href={paths.fitmentGuide}>{t('nav.fitmentGuide')}</Link>
            </li>
            <li>
              <Link href={paths.storeLocation}>{t('nav.storeLocation')}</Link>
            </li>
            <li>
              <Link href={paths.support}>{t('nav.support')}</Link>
            </li>
            <li>
              <Link href={paths.languageSettings}>{t('nav.languageSettings')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.newsletter')}</h2>
          <p>{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
      </div>
      <p className="container footer-bottom">
        {t('footer.rights', { year: formatYear(new Date().getFullYear(), i18n.language) })}
      </p>
    </footer>
  )
}
