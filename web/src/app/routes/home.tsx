// Home: hero, top-rated card and the catalogue.
import { Hero } from '@/features/catalog/components/hero'
import { Catalogue } from '@/features/catalog/components/catalogue'
import { TopRated } from '@/features/catalog/components/top-rated'
import { useProducts } from '@/features/catalog/api/get-products'

export default function HomePage() {
  const all = useProducts({ search: '' })
  return (
    <>
      <Hero />
      <div className="container">{all.data && <TopRated products={all.data} />}</div>
      <Catalogue />
    </>
  )
}
