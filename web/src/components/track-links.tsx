// An order's tracking link, to open, copy, or send on WhatsApp with one tap: shown in My Orders
// and on the tracking page itself. Anyone holding the link may follow the order, and learns
// nothing personal from it.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { localized } from '@/lib/text'
import { useShopSettings } from '@/lib/use-settings'

const COPIED_FOR_MS = 2000

/** wa.me opens WhatsApp (the app on phones, the web elsewhere) with the text ready to send. */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`

export function TrackLinks({
  token,
  orderNumber,
  showOpen = true,
}: {
  token: string
  orderNumber: string
  /** The tracking page itself has no use for a link to itself. */
  showOpen?: boolean
}) {
  const { t, i18n } = useTranslation('tracking')
  const settings = useShopSettings()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const path = paths.track(token)
  const url = `${window.location.origin}${path}`
  const name = settings.data?.storeInfo.name
  const shop = name ? localized(i18n.language, name.en, name.ar) : ''
  const message = `${t('share.message', { number: orderNumber, shop })} ${url}`

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is still there to open.
    }
  }

  return (
    <div className="track-links" role="group" aria-label={t('share.title')}>
      {showOpen && (
        <Link href={path} className="btn btn-primary btn-sm">
          <Icon name="truck" size={16} /> {t('share.open')}
        </Link>
      )}
      <a
        className="btn btn-whatsapp btn-sm"
        href={whatsappShareUrl(message)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="share" size={16} /> {t('share.whatsapp')}
      </a>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        <span aria-live="polite">{copied ? t('share.copied') : t('share.copy')}</span>
      </button>
    </div>
  )
}
