// The store on a map by its coordinates (OpenStreetMap embed, no API key) and a link to Google Maps.
import { useTranslation } from 'react-i18next'

interface Props {
  latitude: number
  longitude: number
  name: string
}

// About 600 m either side of the store: close enough to see the streets around Karrada.
const SPAN = 0.006

export function StoreMap({ latitude, longitude, name }: Props) {
  const { t } = useTranslation('store')
  const bbox = [longitude - SPAN, latitude - SPAN, longitude + SPAN, latitude + SPAN].join(',')
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`
  const external = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`
  return (
    <div className="store-map">
      <iframe
        className="store-map__frame"
        src={embed}
        title={t('map.title', { name })}
        loading="lazy"
      />
      <a className="btn btn-outline" href={external} target="_blank" rel="noopener noreferrer">
        {t('map.open')}
      </a>
    </div>
  )
}
