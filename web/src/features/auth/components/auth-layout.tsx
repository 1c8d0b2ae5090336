// The frame of the sign-in and registration forms.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children: ReactNode
}) {
  const { t } = useTranslation('auth')
  return (
    <div className="container auth-page">
      <div className="card auth-card">
        <Link href={paths.home} className="back-link">
          {t('backHome')}
        </Link>
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
      </div>
    </div>
  )
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div className="error-box" role="alert">
      {message}
    </div>
  )
}
