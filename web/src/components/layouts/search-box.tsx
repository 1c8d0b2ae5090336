// The header's product search: Enter searches the catalogue; while the shopper types, up to 8
// product names are suggested below (ARIA combobox: arrows move, Enter opens the product, Escape
// closes), asked for once typing pauses.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'wouter'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { productQueries } from '@/lib/queries/products'
import { localized } from '@/lib/text'
import { scrollToSection } from '@/lib/scroll'

/** How long typing must pause before suggestions are asked for, and the fewest letters. */
const PAUSE_MS = 200
const MIN_LETTERS = 2

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [value])
  return paused
}

export function SearchBox({ className }: { className: string }) {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const [location, navigate] = useLocation()
  const current = location === paths.home ? (params.get('search') ?? '') : ''
  const [draft, setDraft] = useState<string | null>(null)
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const value = draft ?? current
  const typed = usePaused(value.trim())
  const suggestions = useQuery({
    ...productQueries.suggestions(typed),
    enabled: open && typed.length >= MIN_LETTERS,
  }).data
  // Only for what the box holds now: Escape empties a search field before the pause catches up.
  const shown = open && value.trim().length >= MIN_LETTERS && suggestions?.length ? suggestions : []
  const listId = useId()
  const optionId = (i: number) => `${listId}-${i}`

  const go = (path: string) => {
    setDraft(null)
    setOpen(false)
    setActive(-1)
    navigate(path)
  }

  return (
    <div className={`search-wrap ${className}`}>
      <form
        role="search"
        className="search"
        onSubmit={(e) => {
          e.preventDefault()
          const chosen = shown[active]
          if (chosen) {
            go(paths.product(chosen.id))
            return
          }
          const q = value.trim()
          go(q ? `${paths.home}?search=${encodeURIComponent(q)}` : paths.home)
          requestAnimationFrame(() => {
            scrollToSection('catalogue')
          })
        }}
      >
        <input
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-activedescendant={shown[active] ? optionId(active) : undefined}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(e) => {
            setDraft(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false)
            if (!shown.length || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return
            e.preventDefault()
            // -1 is the text itself: the arrows go round the names and back to it.
            const step = e.key === 'ArrowDown' ? 1 : -1
            setActive((i) => ((i + 1 + step + shown.length + 1) % (shown.length + 1)) - 1)
          }}
        />
        <button type="submit" aria-label={t('search.button')}>
          <Icon name="search" size={18} />
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search-suggestions"
        hidden={!shown.length}
      >
        {shown.map((s, i) => (
          <div
            key={s.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault()
              go(paths.product(s.id))
            }}
          >
            {localized(i18n.language, s.name, s.nameAr)}
          </div>
        ))}
      </div>
    </div>
  )
}
