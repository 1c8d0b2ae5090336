// Shop settings: pricing rules, payment methods and the one store-info record every page reads.
import { z } from 'zod'
import { PAYMENT_METHOD_IDS } from '../domain/payment-methods'
import { WEEK_DAYS, type WeekDay } from '../domain/store-hours'

const dayHours = z
  .object({ open: z.string().regex(/^\d\d:\d\d$/), close: z.string().regex(/^\d\d:\d\d$/) })
  .nullable()

export const storeInfoSchema = z.object({
  name: z.object({ en: z.string(), ar: z.string() }),
  address: z.object({ en: z.string(), ar: z.string() }),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  contact: z.object({
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    website: z.string(),
  }),
  /** Opening hours per weekday in Baghdad time; null when closed. */
  hours: z.object(
    Object.fromEntries(WEEK_DAYS.map((d) => [d, dayHours])) as Record<WeekDay, typeof dayHours>,
  ),
  services: z.array(z.string()),
  languages: z.array(z.string()),
  paymentMethods: z.array(z.string()),
  socialMedia: z.object({
    facebook: z.string(),
    instagram: z.string(),
    tiktok: z.string(),
    telegram: z.string(),
  }),
  returnPolicyDays: z.number().int().positive(),
  supportReplyHours: z.number().int().positive(),
})
export type StoreInfo = z.infer<typeof storeInfoSchema>

export const paymentMethodSettingSchema = z.object({
  id: z.enum(PAYMENT_METHOD_IDS),
  fee: z.number().min(0),
  available: z.boolean(),
})

export const shopSettingsSchema = z
  .object({
    taxRate: z.number().min(0).max(100),
    shippingFee: z.number().min(0),
    freeShippingThreshold: z.number().min(0),
    paymentMethods: z.array(paymentMethodSettingSchema).length(PAYMENT_METHOD_IDS.length),
    storeInfo: storeInfoSchema,
    // Unpaid orders cannot hoard the shelf: at most this many units per order line...
    maxQuantityPerLine: z.number().int().min(1).max(1000).default(10),
    // ...and a cash-on-delivery order nobody confirms within this many hours is cancelled by the
    // cron, its units going back to stock.
    codConfirmHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(48),
  })
  .strict()
export type ShopSettings = z.infer<typeof shopSettingsSchema>
