// Address, phone, WhatsApp and e-mail, each with a copy button; WhatsApp opens a chat.
import { useTranslation } from 'react-i18next'
import { telUrl, whatsappUrl } from '@domain/contact-links'
import type { ShopSettings } from '@/lib/api-types'
import { CopyButton } from './copy-button'

type StoreInfo = ShopSettings['storeInfo']

export function ContactDetails({ store, language }: { store: StoreInfo; language: 'en' | 'ar' }) {
  const { t } = useTranslation('store')
  const address = store.address[language]
  const rows = [
    { key: 'address', value: address, href: null, ltr: false } as const,
    { key: 'phone', value: store.contact.phone, href: telUrl(store.contact.phone), ltr: true },
    {
      key: 'whatsapp',
      value: store.contact.whatsapp,
      href: whatsappUrl(store.contact.whatsapp),
      ltr: true,
    },
    { key: 'email', value: store.contact.email, href: `mailto:${store.contact.email}`, ltr: true },
  ]

  return (
    <dl className="store-contact">
      {rows.map((row) => (
        <div key={row.key} className="store-contact__row">
          <dt>{t(`contact.${row.key}`)}</dt>
          <dd>
            {row.href ? (
              <a
                href={row.href}
                dir={row.ltr ? 'ltr' : undefined}
                {...(row.key === 'whatsapp' && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {row.value}
              </a>
            ) : (
              <span>{row.value}</span>
            )}
            <CopyButton text={row.value} label={t(`contact.${row.key}`)} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
