// Sign-in: e-mail and password; a failure shows the server's message in a red box.
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'wouter'
import type { LoginInput } from '@schemas/auth'
import { forgotPasswordFor, paths, safeNext } from '@/config/paths'
import { useLogin } from '@/lib/auth'
import { errorMessage } from '@/lib/error-messages'
import { showToast } from '@/stores/toasts'
import { FormError } from './auth-layout'

export function LoginForm() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const login = useLogin()
  const { register, handleSubmit, formState, control } = useForm<LoginInput>()
  const email = useWatch({ control, name: 'email' })
  const next = params.get('next')

  const onSubmit = handleSubmit((input) =>
    login.mutate(
      { email: input.email.trim().toLowerCase(), password: input.password },
      {
        onSuccess: (user) => {
          showToast(t('welcomeBack', { name: user.firstName }))
          navigate(safeNext(next))
        },
      },
    ),
  )
  const fieldError =
    formState.errors.email || formState.errors.password ? t('errors.loginRequired') : null

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError
        message={login.error ? errorMessage(login.error) || t('errors.loginFailed') : fieldError}
      />
      <label className="field">
        <span>{t('email')}</span>
        <input
          type="email"
          autoComplete="email"
          required
          {...register('email', { required: true })}
        />
      </label>
      <label className="field">
        <span>{t('password')}</span>
        <input
          type="password"
          autoComplete="current-password"
          required
          {...register('password', { required: true })}
        />
      </label>
      <Link href={forgotPasswordFor(email)} className="btn btn-link forgot">
        {t('forgot')}
      </Link>
      <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
        {login.isPending ? t('signingIn') : t('signIn')}
      </button>
      <p className="muted center">
        {t('noAccount')}{' '}
        <Link href={next ? `${paths.register}?next=${encodeURIComponent(next)}` : paths.register}>
          {t('createAccount')}
        </Link>
      </p>
    </form>
  )
}
