// The product's images with previous/next arrows, a counter and thumbnails.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pictureAttributes } from '@domain/picture-sizes'
import { PAGE_SIZES } from '@domain/product-page-picture'
import { Icon } from '@/components/ui/icon'
import { formatNumber } from '@/lib/format'

/** A thumbnail's width (product.css `.thumb`). */
const THUMB_SIZES = '72px'

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t, i18n } = useTranslation()
  const [index, setIndex] = useState(0)
  const many = images.length > 1
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length)
  return (
    <div className="gallery">
      <div className="gallery-main">
        {/* The page's largest picture: ahead of the thumbnails on a slow line. */}
        <img
          {...pictureAttributes(images[index] ?? '', PAGE_SIZES)}
          alt={name}
          fetchPriority="high"
        />
        {many && (
          <>
            <button
              type="button"
              className="gallery-arrow prev"
              aria-label={t('product.previousImage')}
              onClick={() => go(-1)}
            >
              <Icon name="chevron" />
            </button>
            <button
              type="button"
              className="gallery-arrow next"
              aria-label={t('product.nextImage')}
              onClick={() => go(1)}
            >
              <Icon name="chevron" />
            </button>
            <span className="card-counter">
              {formatNumber(index + 1, i18n.language)}/{formatNumber(images.length, i18n.language)}
            </span>
          </>
        )}
      </div>
      {many && (
        <div className="thumbs">
          {images.map((src, i) => (
            <button
              type="button"
              key={`${src}#${i}`}
              className={i === index ? 'thumb on' : 'thumb'}
              aria-label={t('product.showImage', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            >
              <img {...pictureAttributes(src, THUMB_SIZES)} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
