// Home: hero, the store analytics card and the catalogue.
import { Suspense } from 'react'
import { lazyPage } from '@/components/errors/lazy-page'
import { AfterFirstPaint } from '@/components/ui/after-first-paint'
import { useHighlights } from '@/features/analytics/api/highlights'
import { StoreAnalyticsSkeleton } from '@/features/analytics/components/store-analytics-skeleton'
import { Hero } from '@/features/catalog/components/hero'
import { Catalogue } from '@/features/catalog/components/catalogue'

// The card's code is no part of showing the first cards: it comes after the first paint, beside
// its numbers, its skeleton holding its place.
const StoreAnalytics = lazyPage(() => import('@/features/analytics/components/store-analytics'))

export default function HomePage() {
  return (
    <>
      <Hero />
      <AfterFirstPaint>
        <div className="container">
          <StoreAnalyticsCard />
        </div>
        <Catalogue />
      </AfterFirstPaint>
    </>
  )
}

function StoreAnalyticsCard() {
  // The numbers are asked for beside the card's code, not once it has come.
  useHighlights()
  return (
    <Suspense fallback={<StoreAnalyticsSkeleton />}>
      <StoreAnalytics />
    </Suspense>
  )
}
