// Category buttons: All plus the six categories.
import { useTranslation } from 'react-i18next'
import { CATEGORIES } from '@domain/categories'

export function CategoryFilter({
  value,
  onChange,
}: {
  value: string | null
  onChange: (c: string | null) => void
}) {
  const { t } = useTranslation()
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
        </button>
      ))}
    </div>
  )
}
