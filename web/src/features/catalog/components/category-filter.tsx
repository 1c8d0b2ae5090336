// Category buttons: All plus the six categories, each with how many products it holds. The counts
// are the whole shop's (kept by the worker, not counted per request), so while a search or "fits
// my bike" narrows the list they are left off: "Helmets 6" beside "Showing 8 of 8" misleads.
import { useQuery } from '@tanstack/react-query'
import { CATEGORIES } from '@domain/categories'
import { formatNumber } from '@/lib/format'
import { productQueries } from '@/lib/queries/products'
import { useCommonTexts } from '@/lib/use-common-texts'

export function CategoryFilter({
  value,
  onChange,
  counted,
}: {
  value: string | null
  onChange: (c: string | null) => void
  /** The list shows the whole shop (no search, no bike filter): the counts apply to it. */
  counted: boolean
}) {
  const { t, language } = useCommonTexts()
  const counts = useQuery({ ...productQueries.categoryCounts(), enabled: counted }).data
  const countOf = (name: string | null) =>
    name ? counts?.[name] : counts && Object.values(counts).reduce((a, b) => a + b, 0)
  const options = [{ name: null, key: 'all' }, ...CATEGORIES]
  return (
    <div
      id="categories"
      className="category-filter"
      role="group"
      aria-label={t('categories.label')}
    >
      {options.map((c) => (
        <button
          type="button"
          key={c.key}
          aria-pressed={value === c.name}
          className={value === c.name ? 'chip on' : 'chip'}
          onClick={() => onChange(c.name)}
        >
          {t(`categories.${c.key}`)}
          {counted && countOf(c.name) !== undefined && (
            <span className="chip-count">{formatNumber(countOf(c.name) ?? 0, language)}</span>
          )}
        </button>
      ))}
    </div>
  )
}
