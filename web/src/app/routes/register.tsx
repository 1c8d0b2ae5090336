// /register
import { useTranslation } from 'react-i18next'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { RegisterForm } from '@/features/auth/components/register-form'

export default function RegisterPage() {
  const { t } = useTranslation('auth')
  return (
    <AuthLayout title={t('registerTitle')} subtitle={t('registerSubtitle')}>
      <RegisterForm />
    </AuthLayout>
  )
}
