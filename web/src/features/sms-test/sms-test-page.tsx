// /admin/sms-test: the developers' phone-verification tool (back-office §2), admins only, in the
// admin's language. Send step, then verify step; Reset goes back. The phone field takes digits only and
// shows (xxx) xxx-xxxx within 14 characters; the code field takes 6 digits.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminOnly } from '@/components/layouts/admin-only'
import { CodeField } from '@/components/ui/code-field'
import { CODE_LENGTH, formatPhoneInput, PHONE_INPUT_MAX } from '@domain/phone'
import type { ErrorCode } from '@schemas/error-codes'
import { sendCodeSchema, verifyCodeSchema } from '@schemas/phone'
import { count, errorText } from '@/components/admin/admin-format'
import { FieldProblem, useSchemaForm } from '@/components/admin/schema-form'
import { codeText } from '@/lib/error-messages'
import { i18n } from '@/lib/i18n'
import { ApiError } from '@/lib/api-client'
import { useCountdown } from '@/lib/use-countdown'
import { useTestSendCode, useTestVerifyCode } from './api'
import './sms-test.css'

interface Sent {
  phone: string
  country: string
  provider: string
  mockCode?: string
  expiresAt: number
  maxAttempts: number
}

interface Problem {
  message: string
  /** "Try again in: {n} seconds" counts down to this moment. */
  retryAt?: number
  attemptsLeft?: number
}

/** The spec's extra lines come from the server's code and params; a failed connection gets the
 * step's prefix. */
function problemOf(error: Error, prefix: ErrorCode): Problem {
  if (!(error instanceof ApiError)) return { message: error.message }
  if (error.status === 0)
    return {
      message: i18n.t(`apiErrors.${prefix}`, { ns: 'errors', reason: errorText(error) }),
    }
  const { code, params } = error
  return {
    message: errorText(error),
    ...(code === 'CODE_WAIT' && { retryAt: Date.now() + Number(params.seconds) * 1000 }),
    ...(code === 'CODE_INCORRECT' && { attemptsLeft: Number(params.count) }),
    ...((code === 'CODE_MAX_REACHED' || code === 'CODE_TOO_MANY') && { attemptsLeft: 0 }),
  }
}

function ProblemBox({ problem }: { problem: Problem }) {
  const { t } = useTranslation('admin-tools', { keyPrefix: 'sms' })
  const retryIn = useCountdown(problem.retryAt ?? null)
  return (
    <div className="sms-test__error" role="alert">
      <p>{problem.message}</p>
      {problem.retryAt !== undefined && <p>{t('tryAgainIn', { count: retryIn })}</p>}
      {problem.attemptsLeft !== undefined && (
        <p>{t('attemptsLeft', { count: problem.attemptsLeft })}</p>
      )}
    </div>
  )
}

function SmsTest() {
  const { t } = useTranslation(['admin-tools', 'errors'], { keyPrefix: 'sms' })
  // Both steps checked by the server's own schemas before they are sent.
  const sendForm = useSchemaForm(sendCodeSchema, { defaultValues: { phone: '' } })
  const verifyForm = useSchemaForm(verifyCodeSchema, { defaultValues: { phone: '', code: '' } })
  const code = verifyForm.watch('code')
  const [sent, setSent] = useState<Sent | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [verified, setVerified] = useState<string | null>(null)
  const send = useTestSendCode()
  const verify = useTestVerifyCode()
  const expiresIn = useCountdown(sent?.expiresAt ?? null)

  const reset = () => {
    setSent(null)
    verifyForm.reset()
    setProblem(null)
    setVerified(null)
  }

  const onSend = sendForm.handleSubmit(({ phone }) => {
    if (!phone) {
      setProblem({ message: codeText('PHONE_EMPTY') })
      return
    }
    setProblem(null)
    send.mutate(phone.replace(/\D/g, ''), {
      onSuccess: (result) => {
        setSent({
          phone: result.phone,
          country: result.country,
          provider: result.provider,
          mockCode: result.mockCode,
          expiresAt: Date.now() + result.expiresInSeconds * 1000,
          maxAttempts: result.maxAttempts,
        })
        verifyForm.reset({ phone: result.phone, code: '' })
      },
      onError: (error) => setProblem(problemOf(error, 'CODE_SEND_FAILED')),
    })
  })

  const onVerify = verifyForm.handleSubmit((input) => {
    if (!input.code.trim()) {
      setProblem({ message: codeText('CODE_EMPTY') })
      return
    }
    setProblem(null)
    verify.mutate(input, {
      onSuccess: (result) => setVerified(result.phone),
      onError: (error) => setProblem(problemOf(error, 'CODE_VERIFY_FAILED')),
    })
  })

  const minutes = count(Math.floor(expiresIn / 60))
  const seconds = count(expiresIn % 60).padStart(2, count(0))

  return (
    <div className="container narrow sms-test">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>

      {verified ? (
        <div className="sms-test__card">
          <p className="sms-test__success" role="status">
            {t('verified', { phone: verified })}
          </p>
          <button type="button" className="btn btn-primary" onClick={reset}>
            {t('reset')}
          </button>
        </div>
      ) : !sent ? (
        <form className="sms-test__card" onSubmit={(e) => void onSend(e)} noValidate>
          <h2>{t('step1')}</h2>
          <label className="field">
            <span>{t('phone')}</span>
            <input
              type="tel"
              inputMode="numeric"
              dir="ltr"
              placeholder="(555) 123-4567"
              maxLength={PHONE_INPUT_MAX}
              {...sendForm.register('phone', {
                onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                  sendForm.setValue('phone', formatPhoneInput(e.target.value)),
              })}
            />
            <FieldProblem error={sendForm.formState.errors.phone} />
          </label>
          <p className="muted small">{t('digitsOnly')}</p>
          {problem && <ProblemBox problem={problem} />}
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('send')}
          </button>
        </form>
      ) : (
        <form className="sms-test__card" onSubmit={(e) => void onVerify(e)} noValidate>
          <h2>{t('step2')}</h2>
          <p>
            {t('sentTo')} <strong dir="ltr">{sent.phone}</strong>{' '}
            {t('sentVia', { country: sent.country, provider: sent.provider })}
          </p>
          {sent.mockCode && (
            <p className="sms-test__mock">
              {t('mock')} <strong>{sent.mockCode}</strong> {t('mockLog')}
            </p>
          )}
          <p className="muted">
            {expiresIn > 0 ? t('expiresIn', { time: `${minutes}:${seconds}` }) : t('expired')}
          </p>
          <CodeField
            label={t('code')}
            value={code}
            onChange={(value) => verifyForm.setValue('code', value)}
          />
          <FieldProblem error={verifyForm.formState.errors.code} />
          {problem && <ProblemBox problem={problem} />}
          <div className="sms-test__actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={code.length !== CODE_LENGTH || verify.isPending}
            >
              {verify.isPending ? t('verifying') : t('verify')}
            </button>
            <button type="button" className="btn btn-outline" onClick={reset}>
              {t('reset')}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}

export default function SmsTestPage() {
  return (
    <AdminOnly>
      <SmsTest />
    </AdminOnly>
  )
}
