// The products the fitment check judges: the catalogue's first page of the category the shopper
// picked, at the largest page size.
import { useInfiniteQuery } from '@tanstack/react-query'
import { MAX_PAGE_SIZE } from '@domain/catalogue'
import { CATEGORIES } from '@domain/categories'
import { productQueries } from '@/lib/queries/products'

const categoryName = (key: string) => CATEGORIES.find((c) => c.key === key)?.name

/** Loads only once the shopper has asked for a check (`categoryKey` null until then). */
export function useFitmentProducts(categoryKey: string | null) {
  // The first hundred of the category (issue 14 moves the check itself to the server).
  return useInfiniteQuery({
    ...productQueries.catalogue({ category: categoryName(categoryKey ?? '') }, MAX_PAGE_SIZE),
    enabled: categoryKey !== null,
    select: (data) => data.pages.flatMap((page) => page.data),
  })
}
