// Answers to the questions the shop hears most; the return period comes from store info.
import { useTranslation } from 'react-i18next'

const QUESTIONS = ['shipping', 'cod', 'returns', 'fitment', 'warranty', 'tracking'] as const

export function Faq({ returnPolicyDays }: { returnPolicyDays: number }) {
  const { t } = useTranslation('support')
  return (
    <div className="sup-faq">
      {QUESTIONS.map((q) => (
        <details key={q} className="sup-faq__item">
          <summary>{t(`faq.${q}.q`)}</summary>
          <p>{t(`faq.${q}.a`, { days: returnPolicyDays })}</p>
        </details>
      ))}
    </div>
  )
}
