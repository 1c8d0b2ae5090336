// The products the fitment check judges: the catalogue list, filtered by category on the server
// when the shopper picked one.
import { useQuery } from '@tanstack/react-query'
import { CATEGORIES } from '@domain/categories'
import { productQueries } from '@/lib/queries/products'

const categoryName = (key: string) => CATEGORIES.find((c) => c.key === key)?.name

/** Loads only once the shopper has asked for a check (`categoryKey` null until then). */
export function useFitmentProducts(categoryKey: string | null) {
  return useQuery({
    ...productQueries.list({ category: categoryName(categoryKey ?? '') }),
    enabled: categoryKey !== null,
  })
}
