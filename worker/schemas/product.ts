// Product inputs for the admin's add and edit forms.
import { z } from 'zod'
import { CATEGORY_NAMES } from '../domain/categories'
import { MSG } from './messages'

export const BADGES = [
  'Racing Grade',
  'DOT Certified',
  'OEM Quality',
  'Waterproof',
  '50% Brighter',
] as const

const text = (max: number) => z.string().trim().max(max)
const money = z.coerce.number().finite().min(0).max(1_000_000_000)

export const specificationSchema = z.object({
  name: text(80).min(1),
  nameAr: text(80).default(''),
  value: text(200).min(1),
})

const productFields = {
  name: text(200).min(1, MSG.productRequired),
  nameAr: text(200).default(''),
  price: money,
  originalPrice: money.nullable().optional(),
  category: z.enum(CATEGORY_NAMES, { error: MSG.productRequired }),
  description: text(5000).default(''),
  descriptionAr: text(5000).default(''),
  image: text(2000).default(''),
  images: z.array(text(2000)).max(12).default([]),
  badge: z.enum(BADGES).nullable().optional(),
  stock: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sizes: z.array(text(20).min(1)).max(20).default([]),
  features: z.array(text(300).min(1)).max(30).default([]),
  featuresAr: z.array(text(300)).max(30).default([]),
  specifications: z.array(specificationSchema).max(40).default([]),
  compatibility: text(1000).default(''),
}

export const productCreateSchema = z
  .object({
    ...productFields,
    name: z.string({ error: MSG.productRequired }).pipe(productFields.name),
    price: z
      .unknown()
      .refine((v) => v !== undefined && v !== null && v !== '', MSG.productRequired)
      .pipe(money),
  })
  .strict()
export type ProductCreate = z.infer<typeof productCreateSchema>

// `.optional()` alone would still apply a field's default, so a left-out field must lose it.
const withoutDefault = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema

/** Edits send only the fields they change; nothing gets a default. */
export const productUpdateSchema = z
  .object(
    Object.fromEntries(
      Object.entries(productFields).map(([k, v]) => [k, withoutDefault(v).optional()]),
    ) as {
      [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>
    },
  )
  .strict()
export type ProductUpdate = z.infer<typeof productUpdateSchema>

export const productQuerySchema = z.object({
  category: z.enum(CATEGORY_NAMES).optional(),
  search: z.string().trim().max(200).optional(),
})
