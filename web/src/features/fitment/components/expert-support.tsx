// Expert Support: the store's phone and hours, read from the one store-info record.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { telUrl } from '@domain/contact-links'
import { BusinessHours } from '@/components/business-hours'
import { paths } from '@/config/paths'
import { useShopSettings } from '@/lib/use-settings'

export function ExpertSupport() {
  const { t } = useTranslation('fitment')
  const settings = useShopSettings()
  const store = settings.data?.storeInfo
  return (
    <section className="feature-box fit-expert">
      <h2>{t('expert.title')}</h2>
      <p>{t('expert.body')}</p>
      {store && (
        <>
          <a className="fit-expert__phone" href={telUrl(store.contact.phone)} dir="ltr">
            {store.contact.phone}
          </a>
          <BusinessHours hours={store.hours} />
        </>
      )}
      <Link href={paths.support} className="btn btn-outline">
        {t('expert.contact')}
      </Link>
    </section>
  )
}
