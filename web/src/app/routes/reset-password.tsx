// /reset-password?token=…, the link of the reset e-mail.
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'wouter'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  return (
    <AuthLayout title={t('resetTitle')} subtitle={t('resetSubtitle')}>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthLayout>
  )
}
