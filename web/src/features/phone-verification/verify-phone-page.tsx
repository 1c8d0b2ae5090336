// /verify-phone: a customer proves their number with a 6-digit SMS code, so the shop can trust
// their cash-on-delivery orders to it. Two steps: the number, then the code. Below, the account's
// e-mail address: verified or not, and a new verification link; then what the page is given (the
// route adds the password change).
import { type ReactNode, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'wouter'
import { CodeField } from '@/components/ui/code-field'
import { Spinner } from '@/components/ui/loading-overlay'
import { SuccessBox } from '@/components/ui/success-box'
import { CODE_LENGTH } from '@domain/phone'
import { loginThenBackHere, paths, safeNext } from '@/config/paths'
import { useUser } from '@/lib/auth'
import { errorMessage } from '@/lib/error-messages'
import { useCountdown } from '@/lib/use-countdown'
import { useSendPhoneCode, useVerifyPhone } from './api/phone-verification'
import { EmailStatus } from './components/email-status'
import { WhatsappSwitch } from '@/features/whatsapp/components/whatsapp-switch'
import './verify-phone.css'

/** A sentence naming a number: the number stays whole and left-to-right inside Arabic text. */
function WithNumber({ i18nKey, phone }: { i18nKey: string; phone: string }) {
  const { t } = useTranslation('phone')
  return (
    <Trans t={t} i18nKey={i18nKey} values={{ phone }} components={{ num: <bdi dir="ltr" /> }} />
  )
}

interface Sent {
  phone: string
  resendAt: number
}

export default function VerifyPhonePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('phone')
  const user = useUser()
  // From the checkout: the number it was refused for, and the way back to it.
  const [params] = useSearchParams()
  const linked = params.get('phone')
  const next = params.get('next')
  const [phone, setPhone] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<Sent | null>(null)
  const [changing, setChanging] = useState(false)
  const sendCode = useSendPhoneCode()
  const verify = useVerifyPhone()
  const resendIn = useCountdown(sent?.resendAt ?? null)

  if (user.isPending) return <Spinner />
  if (!user.data)
    return (
      <div className="container narrow empty-state">
        <h1>{t('account')}</h1>
        <p>{t('signInFirst')}</p>
        <Link href={loginThenBackHere()} className="btn btn-primary">
          {t('signIn')}
        </Link>
      </div>
    )

  const number = phone ?? (linked || user.data.phone)
  const send = () =>
    sendCode.mutate(number, {
      onSuccess: (result) => {
        verify.reset()
        setCode('')
        setSent({ phone: result.phone, resendAt: Date.now() + result.resendInSeconds * 1000 })
      },
    })
  const failure = sendCode.error ?? verify.error
  const error = failure ? errorMessage(failure) : null
  const verified =
    user.data.phoneVerified && !changing && !sent && (!linked || linked === user.data.phone)

  return (
    <div className="container narrow verify-phone">
      <h1>{t('account')}</h1>
      <section className="card" aria-labelledby="phone-title">
        <h2 id="phone-title">{t('title')}</h2>
        <p className="muted">{t('intro')}</p>

        {verify.isSuccess ? (
          <>
            <SuccessBox>
              <WithNumber i18nKey="done" phone={verify.data.phone} />
            </SuccessBox>
            <Link href={safeNext(next)} className="btn btn-primary">
              {next === paths.checkout ? t('backToCheckout') : t('continueShopping')}
            </Link>
          </>
        ) : verified ? (
          <>
            <SuccessBox>
              <WithNumber i18nKey="alreadyVerified" phone={user.data.phone} />
            </SuccessBox>
            <button type="button" className="btn btn-link" onClick={() => setChanging(true)}>
              {t('verifyAnother')}
            </button>
          </>
        ) : !sent ? (
          <form
            className="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              send()
            }}
          >
            {error && (
              <div className="error-box" role="alert">
                {error}
              </div>
            )}
            <label className="field">
              <span>{t('phone')}</span>
              <input
                type="tel"
                dir="ltr"
                autoComplete="tel"
                placeholder="+964 770 123 4567"
                value={number}
                maxLength={40}
                onChange={(e) => setPhone(e.target.value)}
              />
            </label>
            <p className="muted small">
              <Trans t={t} i18nKey="phoneHint" components={{ num: <bdi dir="ltr" /> }} />
            </p>
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={sendCode.isPending}
            >
              {sendCode.isPending ? t('sending') : t('sendCode')}
            </button>
          </form>
        ) : (
          <form
            className="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              verify.mutate({ phone: sent.phone, code })
            }}
          >
            <SuccessBox>
              <WithNumber i18nKey="codeSent" phone={sent.phone} />
            </SuccessBox>
            {error && (
              <div className="error-box" role="alert">
                {error}
              </div>
            )}
            <CodeField label={t('code')} value={code} onChange={setCode} />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={code.length !== CODE_LENGTH || verify.isPending}
            >
              {verify.isPending ? t('verifying') : t('verify')}
            </button>
            <div className="verify-phone__actions">
              <button
                type="button"
                className="btn btn-link"
                disabled={resendIn > 0 || sendCode.isPending}
                onClick={send}
              >
                {resendIn > 0 ? t('resendIn', { count: resendIn }) : t('resend')}
              </button>
              <button
                type="button"
                className="btn btn-link"
                onClick={() => {
                  setSent(null)
                  sendCode.reset()
                  verify.reset()
                }}
              >
                {t('changeNumber')}
              </button>
            </div>
          </form>
        )}
      </section>
      <EmailStatus email={user.data.email} verified={user.data.emailVerifiedAt !== null} />
      <WhatsappSwitch on={user.data.whatsappOptInAt !== null} />
      {children}
    </div>
  )
}
