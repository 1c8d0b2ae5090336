// Registration: names, e-mail, password twice; checked in the spec's order before the server.
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'wouter'
import { paths, safeNext } from '@/config/paths'
import { useRegister } from '@/lib/auth'
import { errorMessage } from '@/lib/error-messages'
import { showToast } from '@/stores/toasts'
import { FormError } from './auth-layout'
import { NewPasswordFields } from './new-password-fields'
import { registrationProblem, type RegistrationFields } from './registration-rules'

export function RegisterForm() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const registerUser = useRegister()
  const { register, handleSubmit, setError, formState } = useForm<RegistrationFields>()
  const next = params.get('next')

  const onSubmit = handleSubmit((fields) => {
    const problem = registrationProblem(fields)
    if (problem) {
      setError('root', { message: t(`errors.${problem}`) })
      return
    }
    const { confirmPassword: _confirm, ...input } = fields
    registerUser.mutate(
      {
        ...input,
        email: input.email.trim().toLowerCase(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
      },
      {
        onSuccess: (user) => {
          showToast(t('welcome', { name: user.firstName }))
          navigate(safeNext(next))
        },
      },
    )
  })
  const message =
    formState.errors.root?.message ??
    (registerUser.error ? errorMessage(registerUser.error) || t('errors.registerFailed') : null)

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError message={message} />
      <div className="field-row">
        <label className="field">
          <span>{t('firstName')}</span>
          <input autoComplete="given-name" required {...register('firstName')} />
        </label>
        <label className="field">
          <span>{t('lastName')}</span>
          <input autoComplete="family-name" required {...register('lastName')} />
        </label>
      </div>
      <label className="field">
        <span>{t('email')}</span>
        <input type="email" autoComplete="email" required {...register('email')} />
      </label>
      <NewPasswordFields
        passwordLabel={t('password')}
        confirmLabel={t('confirmPassword')}
        password={register('password')}
        confirm={register('confirmPassword')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={registerUser.isPending}>
        {registerUser.isPending ? t('creating') : t('createAccount')}
      </button>
      <p className="muted center">
        {t('haveAccount')}{' '}
        <Link href={next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login}>
          {t('signIn')}
        </Link>
      </p>
    </form>
  )
}
