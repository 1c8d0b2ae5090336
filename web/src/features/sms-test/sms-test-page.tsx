// /admin/sms-test: the developers' phone-verification tool (back-office §2), admins only and in
// English. Send step, then verify step; Reset goes back. The phone field takes digits only and
// shows (xxx) xxx-xxxx within 14 characters; the code field takes 6 digits.
import { useState } from 'react'
import { AdminOnly } from '@/components/layouts/admin-only'
import { CodeField } from '@/components/ui/code-field'
import { CODE_LENGTH, formatPhoneInput, PHONE_INPUT_MAX } from '@domain/phone'
import { type ErrorCode, errorText } from '@schemas/error-codes'
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
      message: errorText(prefix, { reason: error.code ? errorText(error.code) : error.message }),
    }
  const { code, params } = error
  return {
    message: error.message,
    ...(code === 'CODE_WAIT' && { retryAt: Date.now() + Number(params.seconds) * 1000 }),
    ...(code === 'CODE_INCORRECT' && { attemptsLeft: Number(params.count) }),
    ...((code === 'CODE_MAX_REACHED' || code === 'CODE_TOO_MANY') && { attemptsLeft: 0 }),
  }
}

function ProblemBox({ problem }: { problem: Problem }) {
  const retryIn = useCountdown(problem.retryAt ?? null)
  return (
    <div className="sms-test__error" role="alert">
      <p>{problem.message}</p>
      {problem.retryAt !== undefined && <p>Try again in: {retryIn} seconds</p>}
      {problem.attemptsLeft !== undefined && <p>Attempts remaining: {problem.attemptsLeft}</p>}
    </div>
  )
}

function SmsTest() {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<Sent | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [verified, setVerified] = useState<string | null>(null)
  const send = useTestSendCode()
  const verify = useTestVerifyCode()
  const expiresIn = useCountdown(sent?.expiresAt ?? null)

  const reset = () => {
    setSent(null)
    setCode('')
    setProblem(null)
    setVerified(null)
  }

  const onSend = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!phone) {
      setProblem({ message: errorText('PHONE_EMPTY') })
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
        setCode('')
      },
      onError: (error) => setProblem(problemOf(error, 'CODE_SEND_FAILED')),
    })
  }

  const onVerify = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!sent) return
    if (!code.trim()) {
      setProblem({ message: errorText('CODE_EMPTY') })
      return
    }
    setProblem(null)
    verify.mutate(
      { phone: sent.phone, code },
      {
        onSuccess: (result) => setVerified(result.phone),
        onError: (error) => setProblem(problemOf(error, 'CODE_VERIFY_FAILED')),
      },
    )
  }

  const minutes = Math.floor(expiresIn / 60)
  const seconds = String(expiresIn % 60).padStart(2, '0')

  return (
    <div className="container narrow sms-test">
      <h1>SMS Verification Test</h1>
      <p className="muted">
        Sends a real verification code through the configured SMS provider and checks it with the
        shop&apos;s rules: 6 digits, valid 10 minutes, 3 attempts, one send per number every 60
        seconds.
      </p>

      {verified ? (
        <div className="sms-test__card">
          <p className="sms-test__success" role="status">
            Phone number {verified} verified successfully!
          </p>
          <button type="button" className="btn btn-primary" onClick={reset}>
            Reset
          </button>
        </div>
      ) : !sent ? (
        <form className="sms-test__card" onSubmit={onSend} noValidate>
          <h2>Step 1: Send code</h2>
          <label className="field">
            <span>Phone number</span>
            <input
              type="tel"
              inputMode="numeric"
              dir="ltr"
              placeholder="(555) 123-4567"
              maxLength={PHONE_INPUT_MAX}
              value={phone}
              onChange={(e) => setPhone(formatPhoneInput(e.target.value))}
            />
          </label>
          <p className="muted small">Digits only. 10 digits are sent as a US/Canada number (+1).</p>
          {problem && <ProblemBox problem={problem} />}
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Verification Code'}
          </button>
        </form>
      ) : (
        <form className="sms-test__card" onSubmit={onVerify} noValidate>
          <h2>Step 2: Verify code</h2>
          <p>
            Code sent to <strong dir="ltr">{sent.phone}</strong> ({sent.country}) via the{' '}
            {sent.provider} provider.
          </p>
          {sent.mockCode && (
            <p className="sms-test__mock">
              Mock provider: nothing was sent. The code is <strong>{sent.mockCode}</strong> (also in
              the server log).
            </p>
          )}
          <p className="muted">
            {expiresIn > 0 ? `Code expires in ${minutes}:${seconds}` : 'The code has expired.'}
          </p>
          <CodeField label="Verification code" value={code} onChange={setCode} />
          {problem && <ProblemBox problem={problem} />}
          <div className="sms-test__actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={code.length !== CODE_LENGTH || verify.isPending}
            >
              {verify.isPending ? 'Verifying…' : 'Verify Code'}
            </button>
            <button type="button" className="btn btn-outline" onClick={reset}>
              Reset
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
