// Product inputs for the admin's add and edit forms.
import * as z from 'zod'
import { CATALOGUE_SORTS, MAX_IDS_PER_CALL, MAX_PAGE_SIZE, PAGE_SIZE } from '../domain/catalogue'
import { CATEGORY_NAMES } from '../domain/categories'
import { E, type ErrorCode } from './error-codes'
import { bikeQueryFields, namesBike } from './fitment'
import { wholeDinars } from './money'
import { multiLine, singleLine } from './text'

export const BADGES = [
  'Racing Grade',
  'DOT Certified',
  'OEM Quality',
  'Waterproof',
  '50% Brighter',
] as const

// The shop sells in whole dinars; below 1 is a typing slip (0.5 for 500), never a price.
const money = wholeDinars(
  z.coerce
    .number({ error: E.PRICE_NOT_A_NUMBER })
    .min(1, E.PRICE_TOO_LOW)
    .max(1_000_000_000, E.PRICE_TOO_HIGH),
)

/** The one rule between the two prices: a "was" price is only shown above the price. */
export const originalPriceIsAbove = (p: { price?: number; originalPrice?: number | null }) =>
  p.price === undefined || p.originalPrice == null || p.originalPrice > p.price

/** The longest texts, which the dashboard's fields also hold to (maxLength). */
export const TEXT_LIMITS = {
  name: 200,
  description: 5000,
  specificationName: 80,
  specificationValue: 200,
} as const

export const specificationSchema = z.object({
  name: singleLine(TEXT_LIMITS.specificationName, {
    label: 'Specification name',
    required: E.SPECIFICATION_REQUIRED,
  }),
  nameAr: singleLine(TEXT_LIMITS.specificationName, { label: 'Arabic specification name' }).default(
    '',
  ),
  value: singleLine(TEXT_LIMITS.specificationValue, {
    label: 'Specification value',
    required: E.SPECIFICATION_REQUIRED,
  }),
  // Arabic pages show it, or the value as written when it has none (a part number, a size).
  valueAr: singleLine(TEXT_LIMITS.specificationValue, {
    label: 'Arabic specification value',
  }).default(''),
})

const imageUrl = singleLine(2000, { label: 'Image URL' })

const productFields = {
  name: singleLine(TEXT_LIMITS.name, { label: 'Name', required: E.PRODUCT_REQUIRED }),
  nameAr: singleLine(TEXT_LIMITS.name, { label: 'Arabic name' }).default(''),
  price: money,
  originalPrice: money.nullable().optional(),
  category: z.enum(CATEGORY_NAMES, { error: E.PRODUCT_REQUIRED }),
  description: multiLine(TEXT_LIMITS.description, { label: 'Description' }).default(''),
  descriptionAr: multiLine(TEXT_LIMITS.description, { label: 'Arabic description' }).default(''),
  image: imageUrl.default(''),
  images: z.array(imageUrl).max(12).default([]),
  badge: z.enum(BADGES).nullable().optional(),
  stock: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sizes: z
    .array(singleLine(20, { label: 'Size', required: E.SIZE_EMPTY }))
    .max(20)
    .default([]),
  features: z
    .array(singleLine(300, { label: 'Feature', required: E.FEATURE_EMPTY }))
    .max(30)
    .default([]),
  featuresAr: z
    .array(singleLine(300, { label: 'Arabic feature' }))
    .max(30)
    .default([]),
  specifications: z.array(specificationSchema).max(40).default([]),
  compatibility: singleLine(1000, { label: 'Compatibility' }).default(''),
}

const originalPriceIssue = { message: E.ORIGINAL_PRICE_NOT_ABOVE, path: ['originalPrice'] }

/** A number that must be given: left blank (or only spaces) it is refused with `code`, where
 * coercion alone would read it as 0. */
const filledIn = <T extends z.ZodType>(schema: T, code: ErrorCode) =>
  z
    .unknown()
    .refine((v) => v != null && !(typeof v === 'string' && v.trim() === ''), code)
    .pipe(schema)

const requiredPrice = filledIn(money, E.PRODUCT_REQUIRED)

export const productCreateSchema = z
  .object({
    ...productFields,
    name: z.string({ error: E.PRODUCT_REQUIRED }).pipe(productFields.name),
    price: requiredPrice,
  })
  .strict()
  .refine(originalPriceIsAbove, originalPriceIssue)
export type ProductCreate = z.infer<typeof productCreateSchema>

/** The dashboard's product form, to add or edit: the fields it shows, under the same rules. The
 * spec's form also requires a description and the stock, which the API (imports, the bot) does
 * not. */
export const productFormSchema = z
  .object({
    name: productFields.name,
    nameAr: productFields.nameAr,
    price: requiredPrice,
    originalPrice: productFields.originalPrice,
    category: productFields.category,
    description: multiLine(TEXT_LIMITS.description, {
      label: 'Description',
      required: E.DESCRIPTION_REQUIRED,
    }),
    descriptionAr: productFields.descriptionAr,
    image: productFields.image,
    stock: filledIn(productFields.stock.unwrap(), E.NUMBER_REQUIRED),
    badge: productFields.badge,
    compatibility: productFields.compatibility,
    features: productFields.features,
    featuresAr: productFields.featuresAr,
    specifications: productFields.specifications,
  })
  .strict()
  .refine(originalPriceIsAbove, originalPriceIssue)
export type ProductFormInput = z.infer<typeof productFormSchema>
/** The form's fields as typed, before the schema's defaults and coercions. */
export type ProductFormFields = z.input<typeof productFormSchema>

// `.optional()` alone would still apply a field's default, so a left-out field must lose it.
const withoutDefault = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema

/** Edits send only the fields they change; nothing gets a default. Prices sent together are
 * checked here; one sent alone is checked against the stored other by updateProduct. `stockWas`,
 * sent with `stock`, is the stock the editor was shown: the new count is written only while the
 * stock is still that, since orders take units off meanwhile (updateProduct). */
export const productUpdateSchema = z
  .object({
    ...(Object.fromEntries(
      Object.entries(productFields).map(([k, v]) => [k, withoutDefault(v).optional()]),
    ) as {
      [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>
    }),
    stockWas: productFields.stock.unwrap().optional(),
  })
  .strict()
  .refine(originalPriceIsAbove, originalPriceIssue)
export type ProductUpdate = z.infer<typeof productUpdateSchema>

const queryFlag = z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true')
const queryPrice = wholeDinars(z.coerce.number().min(0).max(1_000_000_000))

/** GET /api/products: one page of cards, filtered and sorted; `cursor` is the last page's
 * `meta.nextCursor`. `ids` asks for named products (a cart, a wishlist) instead of a search.
 * A bike (`vehicle`, or `make`/`model`/`variant`, with `year`) gives each card its fitment answer;
 * `fits=1` keeps only the cards that fit it. */
export const productQuerySchema = z
  // Strict: an unknown parameter is refused, never a way around the catalogue's cache.
  .strictObject({
    category: z.enum(CATEGORY_NAMES).optional(),
    search: singleLine(200, { label: 'Search' }).optional(),
    sort: z.enum(CATALOGUE_SORTS).optional(),
    inStock: queryFlag.optional(),
    minPrice: queryPrice.optional(),
    maxPrice: queryPrice.optional(),
    badge: z.enum(BADGES).optional(),
    ids: z
      .string()
      .regex(new RegExp(`^\\d{1,12}(,\\d{1,12}){0,${String(MAX_IDS_PER_CALL - 1)}}$`))
      .transform((list) => [...new Set(list.split(',').map(Number))])
      .optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    cursor: z.string().max(300).optional(),
    ...bikeQueryFields,
    fits: queryFlag.optional(),
    /** Only products with no fitment rows (the dashboard's "no fitment data"). */
    noFitment: queryFlag.optional(),
  })
  .refine((q) => !q.fits || namesBike(q), { message: E.BIKE_REQUIRED, path: ['fits'] })
export type ProductQuery = z.infer<typeof productQuerySchema>

/** A cached read that takes no parameters (categories, vehicles): any parameter is refused. */
export const noQuerySchema = z.strictObject({})

/** GET /api/products/suggestions: names for what the shopper has typed so far. */
export const suggestionQuerySchema = z.strictObject({ q: singleLine(100, { label: 'Search' }) })
