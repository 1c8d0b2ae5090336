// The support message form: four states (idle, sending, success, error); the outcome message
// clears after 5 seconds (storefront §4, §9). On success it also opens an e-mail draft.
import { useCallback, useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  SUPPORT_FIELD_LENGTH,
  type SupportMessageInput,
  type SupportSubject,
} from '@schemas/support'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { errorMessage } from '@/lib/error-messages'
import { useSendSupportMessage } from '../api/send-support-message'
import { mailDraftUrl } from '../mail-draft'
import { SUPPORT_SUBJECTS } from '@domain/support-subjects'
import { EMAIL_PATTERN } from '@domain/email-address'

const OUTCOME_SHOWN_MS = 5000

/** The message's fields as the form holds them: every one present, the subject unchosen at first. */
type Fields = Required<Omit<SupportMessageInput, 'subject'>> & { subject: SupportSubject | '' }

/** A failure shows the spec's "try again or contact us" text; a refusal the shopper can act on
 * (the server's reason, e.g. a field too long) is named after it. */
type Outcome = 'idle' | 'success' | 'error' | { refused: string }

/** Blank or spaces-only counts as missing, as the server trims before checking. */
const required = (message: string) => (value: string) => value.trim() !== '' || message

interface Props {
  storeEmail: string
  replyHours: number
}

export function SupportForm({ storeEmail, replyHours }: Props) {
  const { t } = useTranslation('support')
  const id = useId()
  const send = useSendSupportMessage()
  const [outcome, setOutcome] = useState<Outcome>('idle')
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<Fields>({
    defaultValues: { name: '', email: '', subject: '', message: '', orderNumber: '' },
  })

  // A signed-in customer's name and e-mail are filled in (once known, and only where the fields
  // are still empty), and again after a message is sent: they write to the shop as themselves.
  const { data: user } = useUser()
  const fillContact = useCallback(() => {
    if (!user) return
    if (getValues('name').trim() === '')
      setValue('name', `${user.firstName} ${user.lastName}`.trim())
    if (getValues('email').trim() === '') setValue('email', user.email)
  }, [user, getValues, setValue])
  useEffect(fillContact, [fillContact])

  useEffect(() => {
    if (outcome === 'idle') return
    const timer = setTimeout(() => setOutcome('idle'), OUTCOME_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [outcome])

  const onSubmit = handleSubmit(async (fields) => {
    const subject = fields.subject as SupportSubject
    const orderNumber = fields.orderNumber.trim() || undefined
    try {
      await send.mutateAsync({
        name: fields.name,
        email: fields.email,
        subject,
        message: fields.message,
        orderNumber,
      })
    } catch (error) {
      // The API client has the error texts loaded before it throws.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
      setOutcome(refused ? { refused: errorMessage(error) } : 'error')
      return
    }
    setOutcome('success')
    reset()
    fillContact()
    window.location.assign(
      mailDraftUrl({
        to: storeEmail,
        subject: `${t(`subjects.${subject}`)} - ${fields.name}`,
        lines: [
          [t('form.name'), fields.name],
          [t('form.email'), fields.email],
          [t('form.orderNumber'), orderNumber],
        ],
        message: fields.message,
      }),
    )
  })

  const sending = send.isPending
  const field = (name: keyof Fields) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    maxLength: name === 'subject' ? undefined : SUPPORT_FIELD_LENGTH[name],
  })
  const error = (name: keyof Fields) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="sup-field__error">
        {errors[name].message}
      </p>
    )

  return (
    <form className="sup-form" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <div className="sup-form__row">
        <div className="sup-field">
          <label htmlFor={`${id}-name`}>{t('form.name')}</label>
          <input
            {...field('name')}
            autoComplete="name"
            {...register('name', { validate: required(t('form.nameRequired')) })}
          />
          {error('name')}
        </div>
        <div className="sup-field">
          <label htmlFor={`${id}-email`}>{t('form.email')}</label>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            {...register('email', {
              validate: required(t('form.emailRequired')),
              pattern: { value: EMAIL_PATTERN, message: t('form.emailInvalid') },
            })}
          />
          {error('email')}
        </div>
      </div>

      <div className="sup-form__row">
        <div className="sup-field">
          <label htmlFor={`${id}-subject`}>{t('form.subject')}</label>
          <select
            {...field('subject')}
            {...register('subject', { required: t('form.subjectRequired') })}
          >
            <option value="">{t('form.chooseSubject')}</option>
            {SUPPORT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`subjects.${subject}`)}
              </option>
            ))}
          </select>
          {error('subject')}
        </div>
        <div className="sup-field">
          <label htmlFor={`${id}-orderNumber`}>
            {t('form.orderNumber')}{' '}
            <span className="sup-field__optional">{t('form.optional')}</span>
          </label>
          <input
            {...field('orderNumber')}
            dir="ltr"
            placeholder="ORD…"
            {...register('orderNumber')}
          />
        </div>
      </div>

      <div className="sup-field">
        <label htmlFor={`${id}-message`}>{t('form.message')}</label>
        <textarea
          {...field('message')}
          rows={5}
          {...register('message', { validate: required(t('form.messageRequired')) })}
        />
        {error('message')}
      </div>

      <button type="submit" className="btn btn-primary sup-form__submit" disabled={sending}>
        {sending ? t('form.sending') : t('form.send')}
      </button>

      <div aria-live="polite">
        {outcome === 'success' && (
          <p className="sup-outcome sup-outcome--success" role="status">
            {t('form.success', { hours: replyHours })}
          </p>
        )}
        {outcome !== 'idle' && outcome !== 'success' && (
          <p className="sup-outcome sup-outcome--error" role="alert">
            {t('form.error')}
            {outcome !== 'error' && ` ${outcome.refused}`}
          </p>
        )}
      </div>
    </form>
  )
}
