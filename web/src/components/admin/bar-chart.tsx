// Hand-drawn charts for the dashboard: horizontal bars for ranked lists and shares, vertical
// columns for counts over time. Plain CSS, no chart library.
import { useTranslation } from 'react-i18next'
export interface Bar {
  label: string
  value: number
  /** Shown instead of the value, e.g. "45%". */
  display?: string
}

export function BarList({ bars, capitalize = false }: { bars: Bar[]; capitalize?: boolean }) {
  const { t } = useTranslation('admin')
  if (bars.length === 0) return <p className="muted">{t('common.noData')}</p>
  const max = Math.max(...bars.map((b) => b.value), 1)
  return (
    <ul className={capitalize ? 'bar-list capitalize' : 'bar-list'}>
      {bars.map((b) => (
        <li key={b.label}>
          {/* Its own direction: a path or an English name on the Arabic dashboard reads left to
              right, and is cut at its end ("/checkout", not "checkout/"). */}
          <span className="bar-label" title={b.label} dir="auto">
            {b.label}
          </span>
          <span className="bar-track">
            <span className="bar-fill" style={{ inlineSize: `${(b.value / max) * 100}%` }} />
          </span>
          <span className="bar-value">{b.display ?? b.value}</span>
        </li>
      ))}
    </ul>
  )
}

export function ColumnChart({ columns, label }: { columns: Bar[]; label: string }) {
  const max = Math.max(...columns.map((c) => c.value), 1)
  // minmax(0, 1fr): thirty days keep to the card's width on a phone. A label spans the columns up
  // to the next one, so it never runs past the chart's edge.
  const grid = { gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }
  const step = Math.ceil(columns.length / 8)
  return (
    <figure className="column-chart" aria-label={label}>
      <div className="columns" style={grid}>
        {columns.map((c) => (
          <span key={c.label} className="column" title={`${c.label}: ${c.value}`}>
            <span className="column-fill" style={{ blockSize: `${(c.value / max) * 100}%` }} />
          </span>
        ))}
      </div>
      <div className="column-labels" style={grid} aria-hidden="true">
        {columns.map((c, i) =>
          i % step === 0 ? (
            <span
              key={c.label}
              style={{ gridColumn: `span ${Math.min(step, columns.length - i)}` }}
            >
              {c.label}
            </span>
          ) : null,
        )}
      </div>
    </figure>
  )
}
