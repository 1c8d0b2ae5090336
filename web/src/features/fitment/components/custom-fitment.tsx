// The custom fitment service: for bikes and parts the guide does not cover.
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'

const STEPS = ['send', 'check', 'fit'] as const

export function CustomFitment() {
  const { t } = useTranslation('fitment')
  return (
    <section className="feature-box fit-custom">
      <h2>{t('custom.title')}</h2>
      <p>{t('custom.body')}</p>
      <ol className="fit-custom__steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`custom.steps.${step}`)}</li>
        ))}
      </ol>
      <Link href={paths.support} className="btn btn-primary">
        {t('custom.action')}
      </Link>
    </section>
  )
}
