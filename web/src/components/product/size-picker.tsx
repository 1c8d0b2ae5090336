// The size buttons of a product, as one radio group (product card and product page).
interface Props {
  sizes: readonly string[]
  value: string | null
  onChange: (size: string) => void
  /** Either a visible label's id or an accessible name. */
  labelledBy?: string
  label?: string
}

export function SizePicker({ sizes, value, onChange, labelledBy, label }: Props) {
  return (
    <div
      className="sizes"
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
    >
      {sizes.map((s) => (
        <button
          type="button"
          key={s}
          role="radio"
          aria-checked={s === value}
          className={s === value ? 'size on' : 'size'}
          onClick={() => onChange(s)}
        >
          {s}
        </button>
      ))}
    </div>
  )
}
