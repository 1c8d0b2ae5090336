// How to use the guide: tips, what the three colours mean, and the three installation levels.
import { useTranslation } from 'react-i18next'
import { FITMENT_COLOURS, type FitmentDifficulty, type FitmentStatus } from '@domain/fitment'

const TIPS = ['exact', 'variant', 'category', 'partNumber', 'unsure'] as const
const STATUSES: FitmentStatus[] = ['compatible', 'check-required', 'not-compatible']
const DIFFICULTIES: FitmentDifficulty[] = ['easy', 'moderate', 'advanced']

export function GuideTab() {
  const { t } = useTranslation('fitment')
  return (
    <div className="fit-guide">
      <section className="feature-box">
        <h2>{t('guide.tipsTitle')}</h2>
        <ol className="fit-guide__tips">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`guide.tips.${tip}`)}</li>
          ))}
        </ol>
      </section>

      <section className="feature-box">
        <h2>{t('guide.legendTitle')}</h2>
        <ul className="fit-guide__legend">
          {STATUSES.map((status) => (
            <li key={status}>
              <span className={`fit-badge fit-badge--${FITMENT_COLOURS[status]}`}>
                {t(`status.${status}`)}
              </span>
              <span>{t(`guide.legend.${status}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="feature-box">
        <h2>{t('guide.difficultyTitle')}</h2>
        <ul className="fit-guide__levels">
          {DIFFICULTIES.map((level) => (
            <li key={level} className={`fit-level fit-level--${level}`}>
              <h3>
                {t(`difficulty.${level}`)} <small>{t(`difficultyTime.${level}`)}</small>
              </h3>
              <p>{t(`guide.difficulty.${level}`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
