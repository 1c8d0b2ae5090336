// A product's compatibility text in the page's language, isolated so that Latin model names and
// year ranges read left to right inside Arabic sentences.
import { truncate } from '@domain/card-text'
import { localizedCompatibility } from '@/lib/text'
import { useCommonTexts } from '@/lib/use-common-texts'

export function CompatibilityText({ text, max }: { text: string; max?: number }) {
  const { t } = useCommonTexts()
  const shown = localizedCompatibility(text, t('product.universal'))
  return <bdi>{max ? truncate(shown, max) : shown}</bdi>
}
