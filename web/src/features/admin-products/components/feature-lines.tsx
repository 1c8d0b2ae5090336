// The product's key features in the product form: one per line, in English and in Arabic. The
// text is kept as typed (a blank line mid-typing stays); the form holds its lines.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldError, Merge } from 'react-hook-form'
import { FieldProblem } from '@/components/admin/schema-form'

/** The lines a text holds, trimmed, blank ones left out. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

type LinesError = Merge<FieldError, (FieldError | undefined)[]> | undefined

/** The list's own problem (too many lines), or its first line's (too long). */
const firstProblem = (error: LinesError): { message?: string } | undefined =>
  error?.message ? error : (Object.values(error ?? {}) as (FieldError | undefined)[]).find(Boolean)

function LinesField({
  label,
  language,
  initial,
  error,
  onLines,
}: {
  label: string
  language: 'en' | 'ar'
  initial: string[]
  error: LinesError
  onLines: (lines: string[]) => void
}) {
  const [text, setText] = useState(() => initial.join('\n'))
  return (
    <label className="field">
      {label}
      <textarea
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        lang={language}
        rows={4}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          onLines(linesOf(e.target.value))
        }}
      />
      <FieldProblem error={firstProblem(error)} />
    </label>
  )
}

export function FeatureLines({
  english,
  arabic,
  errors,
  onChange,
}: {
  english: string[]
  arabic: string[]
  errors: { english: LinesError; arabic: LinesError }
  onChange: (field: 'features' | 'featuresAr', lines: string[]) => void
}) {
  const { t } = useTranslation('admin-products', { keyPrefix: 'form' })
  return (
    <div className="field-row">
      <LinesField
        label={t('features')}
        language="en"
        initial={english}
        error={errors.english}
        onLines={(lines) => onChange('features', lines)}
      />
      <LinesField
        label={t('featuresAr')}
        language="ar"
        initial={arabic}
        error={errors.arabic}
        onLines={(lines) => onChange('featuresAr', lines)}
      />
    </div>
  )
}
