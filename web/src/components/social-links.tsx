// The store's social accounts as links; empty entries (not set by the admin) are left out.
import { useTranslation } from 'react-i18next'
import './social-links.css'

interface Props {
  links: Record<'facebook' | 'instagram' | 'tiktok' | 'telegram', string>
}

// Brand names are not translated; the order puts the accounts Iraqi riders use most first.
const NETWORKS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'telegram', label: 'Telegram' },
] as const

export function SocialLinks({ links }: Props) {
  const { t } = useTranslation('store')
  return (
    <ul className="social-links">
      {NETWORKS.filter((n) => links[n.key]).map((n) => (
        <li key={n.key}>
          <a
            className={`social-links__link social-links__link--${n.key}`}
            href={links[n.key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.follow', { network: n.label })}
          >
            {n.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
