// The home hero: title, subtitle, Shop Now (scrolls to the catalogue) and Learn More (fitment guide).
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { scrollToSection } from '@/lib/scroll'

export function Hero() {
  const { t } = useTranslation('home')
  return (
    <section className="hero">
      <div className="container hero-inner">
        <p className="hero-kicker">{t('hero.kicker')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="hero-sub">{t('hero.subtitle')}</p>
        <div className="hero-actions">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={() => {
              scrollToSection('catalogue')
            }}
          >
            {t('hero.shopNow')}
          </button>
          <Link href={paths.fitmentGuide} className="btn btn-ghost btn-lg">
            {t('hero.learnMore')}
            {/* What the link leads to, for screen readers and search engines. */}
            <span className="visually-hidden">{t('hero.learnMoreAbout')}</span>
          </Link>
        </div>
      </div>
    </section>
  )
}
