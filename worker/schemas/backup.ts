// The backup file: products, users (password hashes, never passwords), orders with their items,
// reviews and shop settings, stamped with a timestamp and version "1.0.0". Every record is
// checked before anything is replaced.
import { z } from 'zod'
import { ORDER_STATUSES } from '../domain/order-status'
import { ROLES } from './user'
import { shopSettingsSchema } from './settings'

export const BACKUP_VERSION = '1.0.0'
export const INVALID_BACKUP = 'Invalid backup file format'

const id = z.number().int().positive()
const money = z.number().finite().min(0).max(1_000_000_000)
const strings = z.array(z.string()).default([])

export const backupProductSchema = z.object({
  id,
  name: z.string().min(1).max(200),
  nameAr: z.string().max(200).default(''),
  description: z.string().max(5000).default(''),
  descriptionAr: z.string().max(5000).default(''),
  price: money,
  originalPrice: money.nullable().default(null),
  category: z.string().min(1).max(100),
  image: z.string().max(2000).default(''),
  images: strings,
  badge: z.string().nullable().default(null),
  stock: z.number().int().min(0),
  sizes: strings,
  features: strings,
  featuresAr: strings,
  specifications: z
    .array(z.object({ name: z.string(), nameAr: z.string().default(''), value: z.string() }))
    .default([]),
  compatibility: z.string().max(1000).default(''),
  rating: z.number().min(0).max(5).default(0),
  reviews: z.number().int().min(0).default(0),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
})

export const backupUserSchema = z.object({
  id,
  email: z.string().min(3).max(200),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  phone: z.string().max(30).default(''),
  phoneVerified: z.boolean().default(false),
  passwordHash: z.string().min(1).max(500),
  role: z.enum(ROLES),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  lastLogin: z.string().nullable().default(null),
})

export const backupOrderSchema = z.object({
  id: z.string().min(1).max(64),
  userId: id.nullable(),
  items: z.array(
    z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      nameAr: z.string().default(''),
      category: z.string().default(''),
      price: money,
      quantity: z.number().int().min(1),
      image: z.string().default(''),
      selectedSize: z.string().nullable().default(null),
    }),
  ),
  shippingInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  paymentInfo: z.object({ method: z.enum(['cod', 'paypal', 'card', 'credit']) }),
  totals: z.object({
    subtotal: money,
    shipping: money,
    tax: money,
    paymentFee: money,
    total: money,
  }),
  status: z.enum(ORDER_STATUSES),
  trackingNumber: z.string().nullable().default(null),
  estimatedDelivery: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
})

export const backupReviewSchema = z.object({
  id,
  productId: id,
  userId: id.nullable(),
  userName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
})

export const backupFileSchema = z.object({
  timestamp: z.string().min(1),
  version: z.string().min(1),
  products: z.array(backupProductSchema),
  users: z.array(backupUserSchema),
  orders: z.array(backupOrderSchema),
  reviews: z.array(backupReviewSchema).default([]),
  settings: shopSettingsSchema.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
})
export type BackupFile = z.infer<typeof backupFileSchema>

export const backupNameSchema = z.object({
  name: z.string().regex(/^[\w.-]{1,120}\.json$/, 'Backup not found'),
})

export const CLEAR_PHRASE = 'DELETE EVERYTHING'
export const clearEverythingSchema = z
  .object({ confirm: z.literal(CLEAR_PHRASE, { error: `Type ${CLEAR_PHRASE} to confirm` }) })
  .strict()
