// What customers in Iraq should know: local bikes, delivery and help in Arabic.
import { useTranslation } from 'react-i18next'

const POINTS = ['imports', 'delivery', 'cod', 'arabic'] as const

export function IraqNotice() {
  const { t } = useTranslation('fitment')
  return (
    <aside className="fit-iraq" aria-labelledby="fit-iraq-title">
      <h2 id="fit-iraq-title">{t('iraq.title')}</h2>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{t(`iraq.${point}`)}</li>
        ))}
      </ul>
    </aside>
  )
}
