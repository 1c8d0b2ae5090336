// /login
import { useTranslation } from 'react-i18next'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { LoginForm } from '@/features/auth/components/login-form'

export default function LoginPage() {
  const { t } = useTranslation('auth')
  return (
    <AuthLayout title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      <LoginForm />
    </AuthLayout>
  )
}
