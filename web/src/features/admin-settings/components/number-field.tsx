// A number input of the Settings tab with its label and, under it, what the schema found wrong.
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldProblem } from '@/components/admin/schema-form'

/** Amounts and counts are whole (a phone shows digits only); a typed fraction still reaches the
 * schema, which says what is wrong in the owner's language. */
export function NumberField({
  label,
  field,
  error,
  decimals = false,
}: {
  label: string
  field: UseFormRegisterReturn
  error: Parameters<typeof FieldProblem>[0]['error']
  decimals?: boolean
}) {
  return (
    <label className="field">
      {label}
      <input
        type="number"
        inputMode={decimals ? 'decimal' : 'numeric'}
        step="any"
        aria-invalid={!!error}
        {...field}
      />
      <FieldProblem error={error} />
    </label>
  )
}
