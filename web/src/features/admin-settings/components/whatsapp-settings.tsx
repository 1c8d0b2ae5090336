// The WhatsApp section of Settings: the name of the approved template each customer message is
// sent as, and the language code of each storefront language's templates (fields of the settings
// form, checked by its schema); whether the Cloud API's secrets are set.
import { type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { WHATSAPP_MESSAGES } from '@domain/whatsapp'
import type { shopSettingsSchema } from '@schemas/settings'
import { FieldProblem } from '@/components/admin/schema-form'

type SettingsForm = UseFormReturn<
  z.input<typeof shopSettingsSchema>,
  unknown,
  z.output<typeof shopSettingsSchema>
>

function TextField({
  label,
  field,
  error,
}: {
  label: string
  field: ReturnType<SettingsForm['register']>
  error: Parameters<typeof FieldProblem>[0]['error']
}) {
  return (
    <label className="field">
      {label}
      <input
        type="text"
        dir="ltr"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={!!error}
        {...field}
      />
      <FieldProblem error={error} />
    </label>
  )
}

export function WhatsappFields({ form, configured }: { form: SettingsForm; configured: boolean }) {
  const { t } = useTranslation('admin-settings')
  const { register } = form
  const errors = form.formState.errors.whatsapp
  return (
    <>
      <h3>{t('whatsapp.title')}</h3>
      <p className={configured ? 'hint' : 'hint error-text'}>
        {t(configured ? 'whatsapp.configured' : 'whatsapp.notConfigured')}
      </p>
      <div className="field-row">
        {WHATSAPP_MESSAGES.map((message) => (
          <TextField
            key={message}
            label={t(`whatsapp.template.${message}`)}
            field={register(`whatsapp.templates.${message}`)}
            error={errors?.templates?.[message]}
          />
        ))}
      </div>
      <div className="field-row">
        {(['en', 'ar'] as const).map((language) => (
          <TextField
            key={language}
            label={t(`whatsapp.language.${language}`)}
            field={register(`whatsapp.languages.${language}`)}
            error={errors?.languages?.[language]}
          />
        ))}
      </div>
      <p className="hint">{t('whatsapp.hint')}</p>
    </>
  )
}
