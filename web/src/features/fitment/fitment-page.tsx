// The fitment guide (storefront §2): Search, Guide and Database tabs, then expert support, the
// custom fitment service, the Fully Supported models and the notice for customers in Iraq.
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CustomFitment } from './components/custom-fitment'
import { DatabaseTab } from './components/database-tab'
import { ExpertSupport } from './components/expert-support'
import { GuideTab } from './components/guide-tab'
import { IraqNotice } from './components/iraq-notice'
import { PopularModels } from './components/popular-models'
import { SearchTab } from './components/search-tab'
import './fitment.css'

const TABS = ['search', 'guide', 'database'] as const
type Tab = (typeof TABS)[number]

export default function FitmentPage() {
  // 'store' too: Expert Support shows the business hours, and loading that namespace later would
  // suspend the whole page a second time.
  const { t } = useTranslation(['fitment', 'store'])
  const [tab, setTab] = useState<Tab>('search')
  const id = useId()

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects (reversed in RTL by the DOM order).
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (!step) return
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const next = TABS[(TABS.indexOf(tab) + (rtl ? -step : step) + TABS.length) % TABS.length] ?? tab
    setTab(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }

  return (
    <div className="feature-page fitment">
      <header className="fitment__hero">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>

      <div className="fitment__tabs" role="tablist" aria-label={t('title')}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onKeyDown={onKeyDown}
            className="fitment__tab"
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>

      {TABS.map((name) => (
        <section
          key={name}
          id={`${id}-panel-${name}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${name}`}
          hidden={tab !== name}
          className="fitment__panel"
        >
          {/* The search tab stays mounted so its form and results survive a look at the guide. */}
          {name === 'search' && <SearchTab />}
          {name === 'guide' && tab === 'guide' && <GuideTab />}
          {name === 'database' && tab === 'database' && <DatabaseTab />}
        </section>
      ))}

      <div className="fitment__extras">
        <ExpertSupport />
        <CustomFitment />
      </div>
      <PopularModels />
      <IraqNotice />
    </div>
  )
}
