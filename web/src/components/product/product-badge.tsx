// A product's badge (Racing Grade, DOT Certified, ...) in its own colour, on cards and the detail page.
import { useCommonTexts } from '@/lib/use-common-texts'

export function ProductBadge({ badge }: { badge: string }) {
  const { t } = useCommonTexts()
  // "50% Brighter" -> badge-50-brighter: the colour classes of base.css.
  const tone = badge.replace(/\W+/g, '-').toLowerCase()
  return <span className={`badge badge-${tone}`}>{t(`badges.${badge}`, badge)}</span>
}
