// Ways to reach the shop: phone, e-mail, live chat on WhatsApp and the store's address.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { telUrl, whatsappUrl } from '@domain/contact-links'
import { paths } from '@/config/paths'
import type { ShopSettings } from '@/lib/api-types'

type StoreInfo = ShopSettings['storeInfo']

export function ContactCard({ store, language }: { store: StoreInfo; language: 'en' | 'ar' }) {
  const { t } = useTranslation('support')
  return (
    <ul className="sup-contact">
      <li>
        <ContactIcon shape="phone" />
        <div>
          <h3>{t('contact.phone')}</h3>
          <a href={telUrl(store.contact.phone)} dir="ltr">
            {store.contact.phone}
          </a>
        </div>
      </li>
      <li>
        <ContactIcon shape="mail" />
        <div>
          <h3>{t('contact.email')}</h3>
          <a href={`mailto:${store.contact.email}`}>{store.contact.email}</a>
        </div>
      </li>
      <li>
        <ContactIcon shape="chat" />
        <div>
          <h3>{t('contact.chat')}</h3>
          <a href={whatsappUrl(store.contact.whatsapp)} target="_blank" rel="noopener noreferrer">
            {t('contact.chatAction')}
          </a>
        </div>
      </li>
      <li>
        <ContactIcon shape="pin" />
        <div>
          <h3>{t('contact.address')}</h3>
          <p>{store.address[language]}</p>
          <Link href={paths.storeLocation}>{t('contact.directions')}</Link>
        </div>
      </li>
    </ul>
  )
}

// Inline icons: emoji and symbol glyphs are missing from many system fonts.
const SHAPES = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M3 5h18v14H3z M3 6l9 7 9-7',
  chat: 'M4 4h16v12H8l-4 4z',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
} as const

function ContactIcon({ shape }: { shape: keyof typeof SHAPES }) {
  return (
    <span className="sup-contact__icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d={SHAPES[shape]} />
      </svg>
    </span>
  )
}
