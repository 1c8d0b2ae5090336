// Home: hero, the store analytics card and the catalogue.
import { AfterFirstPaint } from '@/components/ui/after-first-paint'
import { StoreAnalytics } from '@/features/analytics/components/store-analytics'
import { Hero } from '@/features/catalog/components/hero'
import { Catalogue } from '@/features/catalog/components/catalogue'

export default function HomePage() {
  return (
    <>
      <Hero />
      <AfterFirstPaint>
        <div className="container">
          <StoreAnalytics />
        </div>
        <Catalogue />
      </AfterFirstPaint>
    </>
  )
}
