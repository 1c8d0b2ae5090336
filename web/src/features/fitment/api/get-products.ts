// The parts the guide checks: the catalogue's first hundred of the chosen category that match the
// typed words (or the typed part number), each with the server's answer for the chosen bike.
import { useInfiniteQuery } from '@tanstack/react-query'
import { MAX_PAGE_SIZE } from '@domain/catalogue'
import { CATEGORIES } from '@domain/categories'
import { type FitmentCriteria, partNumber } from '@domain/fitment'
import { type CatalogueFilter, productQueries } from '@/lib/queries/products'

const categoryName = (key: string) => CATEGORIES.find((c) => c.key === key)?.name

function filterOf(c: FitmentCriteria): CatalogueFilter {
  const number = partNumber(c.query)
  const words = c.query.trim()
  return {
    category: categoryName(c.category),
    ...(number !== null ? { ids: String(number) } : words && { search: words }),
    ...(c.make && { make: c.make }),
    ...(c.model && { model: c.model }),
    ...(c.model && c.variant && { variant: c.variant }),
    ...(c.model && c.year && { year: c.year }),
  }
}

/** Loads only once the shopper has asked for a check (`checked` null until then). */
export function useFitmentProducts(checked: FitmentCriteria | null) {
  return useInfiniteQuery({
    ...productQueries.catalogue(checked ? filterOf(checked) : {}, MAX_PAGE_SIZE),
    enabled: checked !== null,
    select: (data) => data.pages.flatMap((page) => page.data),
  })
}
