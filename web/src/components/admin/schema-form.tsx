// Every dashboard form: react-hook-form checked by the worker's own zod schema through
// @hookform/resolvers, so the browser refuses exactly what the server would; a field's problem is
// the schema's error code, shown in the admin's language beside the field.
import { zodResolver } from '@hookform/resolvers/zod'
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { isErrorCode } from '@schemas/error-codes'
import { translateProblem } from '@/lib/error-messages'

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) })
}

/** A field's problem under it. A rule without a code of its own (zod's English words) reads as
 * the generic "check this value". */
export function FieldProblem({ error }: { error: { message?: string } | undefined }) {
  // The codes' texts: loaded before the first problem shows (Suspense while they come).
  const { t } = useTranslation(['admin', 'errors'])
  const message = error?.message
  if (!message) return null
  return (
    <span className="error-text small" role="alert">
      {isErrorCode(message)
        ? translateProblem({ code: message, params: {}, message })
        : t('admin:common.invalidValue')}
    </span>
  )
}
