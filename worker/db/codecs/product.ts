// A product row and the shapes it takes outside D1: the API's product (dinars, inStock derived from
// stock) and the backup file's entry, which is the API's product with its types narrowed.
import { CARD_DESCRIPTION_LENGTH, truncate } from '../../domain/card-text'
import type { CategoryName } from '../../domain/categories'
import { indexedForm, normalizeSearch } from '../../domain/search-normalize'
import type { BackupProduct } from '../../schemas/backup'
import type { BADGES } from '../../schemas/product'
import type { products } from '../schema'
import type { Written } from './written'

export type ProductRow = typeof products.$inferSelect
export type ProductDto = ReturnType<typeof productCodec.toApi>

/** The columns a catalogue card is read from (worker/db/queries/catalogue.ts), descriptions cut. */
export type CardRow = Omit<
  ProductRow,
  'features' | 'featuresAr' | 'specifications' | 'searchName' | 'searchText' | 'updatedAt'
>

type SearchableFields = Pick<
  ProductRow,
  'name' | 'nameAr' | 'description' | 'descriptionAr' | 'compatibility' | 'category'
>

/** The row's two search columns (the full-text index's, the names weighted above the rest):
 * every text a shopper may search for, normalised once on write. */
export function productSearchColumns(p: SearchableFields) {
  return {
    searchName: indexedForm(normalizeSearch(`${p.name} ${p.nameAr}`)),
    searchText: indexedForm(
      normalizeSearch([p.description, p.descriptionAr, p.compatibility, p.category].join(' ')),
    ),
  }
}

export const productCodec = {
  toApi: ({ searchName: _name, searchText: _text, reviewCount, ...row }: ProductRow) => ({
    ...row,
    specifications: row.specifications.map((s) => ({ ...s, valueAr: s.valueAr ?? '' })),
    inStock: row.stock > 0,
    reviews: reviewCount,
  }),
  /** A catalogue card: the product without its long texts, descriptions cut for the card. */
  toCard: ({ reviewCount, ...row }: CardRow) => ({
    ...row,
    description: truncate(row.description, CARD_DESCRIPTION_LENGTH),
    descriptionAr: truncate(row.descriptionAr, CARD_DESCRIPTION_LENGTH),
    inStock: row.stock > 0,
    reviews: reviewCount,
  }),
  toEntry: (row: ProductRow): Written<BackupProduct> => ({
    ...productCodec.toApi(row),
    // Written through the product schema, so one of its categories and badges.
    category: row.category as CategoryName,
    badge: row.badge as (typeof BADGES)[number] | null,
  }),
  toRow: ({
    reviews,
    inStock: _derived,
    originalPrice,
    badge,
    updatedAt,
    ...entry
  }: BackupProduct): ProductRow => {
    const row = {
      ...entry,
      originalPrice: originalPrice ?? null,
      badge: badge ?? null,
      reviewCount: reviews,
      updatedAt: updatedAt ?? entry.createdAt,
    }
    // Rebuilt rather than carried, so it follows today's search normalisation.
    return { ...row, ...productSearchColumns(row) }
  },
}
