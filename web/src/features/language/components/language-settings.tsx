// Language settings: status, chooser, detection details, quick switch, statistics, how it works.
import { startTransition, useOptimistic, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { chooseLanguage, detection, resetLanguageChoice } from '@/lib/i18n'
import { LANGUAGES, type LanguageCode, isRtl } from '@/lib/languages'
import { formatNumber } from '@/lib/format'

export function LanguageSettings() {
  const { t, i18n } = useTranslation('language')
  const [showStats, setShowStats] = useState(false)
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0]
  // Re-read on each render: choosing or resetting changes what detection reports.
  const detected = detection()
  const browserLanguages = typeof navigator === 'undefined' ? [] : [...navigator.languages]
  const loadedNamespaces = Object.keys(i18n.store.data[i18n.language] ?? {})
  const lang = i18n.language
  // The choice shows at once, while the chosen language's texts are still on their way.
  const [shown, showChoice] = useOptimistic(lang)
  const choose = (code: LanguageCode) =>
    startTransition(async () => {
      showChoice(code)
      await chooseLanguage(code)
    })

  return (
    <div className="language-grid">
      <section className="card" aria-labelledby="lang-status">
        <h2 id="lang-status">{t('status.title')}</h2>
        <p className="lang-current">
          <span aria-hidden="true">{current.flag}</span> <strong>{current.nativeName}</strong> (
          {current.name})
        </p>
        <p className="muted">{t(`source.${detected.source}`)}</p>
        <p className="muted">{t('status.direction', { dir: isRtl(lang) ? t('rtl') : t('ltr') })}</p>
      </section>

      <section className="card" aria-labelledby="lang-choose">
        <h2 id="lang-choose">{t('choose.title')}</h2>
        <div className="lang-options" role="radiogroup" aria-labelledby="lang-choose">
          {LANGUAGES.map((l) => (
            <label key={l.code} className={l.code === shown ? 'lang-option on' : 'lang-option'}>
              <input
                type="radio"
                name="language"
                checked={l.code === shown}
                onChange={() => choose(l.code)}
              />
              <span aria-hidden="true">{l.flag}</span>
              <span lang={l.code}>{l.nativeName}</span>
              {l.rtl && <small className="muted">{t('rtl')}</small>}
            </label>
          ))}
        </div>
        <div className="quick-switch">
          <span>{t('quick')}</span>
          {LANGUAGES.map((l) => (
            <button
              type="button"
              key={l.code}
              lang={l.code}
              className={l.code === shown ? 'chip on' : 'chip'}
              aria-pressed={l.code === shown}
              onClick={() => choose(l.code)}
            >
              {l.code.toUpperCase()}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={detected.source !== 'user'}
          onClick={resetLanguageChoice}
        >
          {t('reset')}
        </button>
      </section>

      <section className="card" aria-labelledby="lang-detect">
        <h2 id="lang-detect">{t('detection.title')}</h2>
        <dl className="facts">
          <div>
            <dt>{t('detection.source')}</dt>
            <dd>{t(`sourceName.${detected.source}`)}</dd>
          </div>
          <div>
            <dt>{t('detection.detected')}</dt>
            <dd>{detected.browserLanguage ?? t('detection.none')}</dd>
          </div>
          <div>
            <dt>{t('detection.preference')}</dt>
            <dd>{detected.source === 'user' ? detected.language : t('detection.none')}</dd>
          </div>
          <div>
            <dt>{t('detection.browser')}</dt>
            <dd dir="ltr">{browserLanguages.join(', ') || t('detection.none')}</dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="lang-how">
        <h2 id="lang-how">{t('how.title')}</h2>
        <ol className="how">
          <li>{t('how.saved')}</li>
          <li>{t('how.browser')}</li>
          <li>{t('how.default')}</li>
        </ol>
        <button
          type="button"
          className="btn btn-link"
          aria-expanded={showStats}
          onClick={() => setShowStats((s) => !s)}
        >
          {showStats ? t('stats.hide') : t('stats.show')}
        </button>
        {showStats && (
          <dl className="facts">
            <div>
              <dt>{t('stats.supported')}</dt>
              <dd>{formatNumber(LANGUAGES.length, lang)}</dd>
            </div>
            <div>
              <dt>{t('stats.rtl')}</dt>
              <dd>{formatNumber(LANGUAGES.filter((l) => l.rtl).length, lang)}</dd>
            </div>
            <div>
              <dt>{t('stats.namespaces')}</dt>
              <dd dir="ltr">{loadedNamespaces.join(', ')}</dd>
            </div>
            <div>
              <dt>{t('stats.fallback')}</dt>
              <dd>{t('stats.fallbackName')}</dd>
            </div>
          </dl>
        )}
      </section>
    </div>
  )
}
