// Home: hero, the store analytics card and the catalogue.
import { StoreAnalytics } from '@/features/analytics/components/store-analytics'
import { Hero } from '@/features/catalog/components/hero'
import { Catalogue } from '@/features/catalog/components/catalogue'

export default function HomePage() {
  return (
    <>
      <Hero />
      <div className="container">
        <StoreAnalytics />
      </div>
      <Catalogue />
    </>
  )
}
