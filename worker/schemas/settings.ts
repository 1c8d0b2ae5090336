// Shop settings: pricing rules, payment methods and the one store-info record every page reads.
import * as z from 'zod'
import {
  DEFAULT_MAX_QUANTITY_PER_LINE,
  DEFAULT_MAX_UNITS_PER_CUSTOMER,
  DEFAULT_MAX_UNITS_PER_ORDER,
} from '../domain/order-limits'
import {
  DEFAULT_PAYMENT_HOLD_MINUTES,
  DEFAULT_PROVIDER_OF_METHOD,
  type OnlineMethodId,
  PAYMENT_METHOD_IDS,
  PROVIDERS_OF_METHOD,
} from '../domain/payment-methods'
import { COURIER_IDS, DEFAULT_COURIER_SETTINGS } from '../domain/couriers'
import { DEFAULT_WHATSAPP_SETTINGS } from '../domain/whatsapp'
import { GOVERNORATE_IDS } from '../domain/iraq-address'
import { roundHalfUp } from '../domain/money'
import { OPENING_FEES, SPEC_STAND_INS } from '../domain/opening-fees'
import { WEEK_DAYS, type WeekDay } from '../domain/week-days'
import { E, type ErrorCode } from './error-codes'
import { wholeDinars } from './money'
import { singleLine } from './text'

const dayHours = z
  .object({ open: z.string().regex(/^\d\d:\d\d$/), close: z.string().regex(/^\d\d:\d\d$/) })
  .nullable()

// Generous limits: a saved record that breaks a rule reads back as the defaults.
const bilingual = (label: string, max: number) =>
  z.object({
    en: singleLine(max, { label: `${label} (English)` }),
    ar: singleLine(max, { label: `${label} (Arabic)` }),
  })
const line = (label: string, max: number) => singleLine(max, { label })
const list = (label: string) => z.array(line(label, 100)).max(50)

export const storeInfoSchema = z.object({
  name: bilingual('Store name', 200),
  address: bilingual('Address', 500),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  contact: z.object({
    phone: line('Phone', 40),
    whatsapp: line('WhatsApp', 40),
    email: line('Email', 200),
    website: line('Website', 500),
  }),
  /** Opening hours per weekday in Baghdad time; null when closed. */
  hours: z.object(
    Object.fromEntries(WEEK_DAYS.map((d) => [d, dayHours])) as Record<WeekDay, typeof dayHours>,
  ),
  services: list('Service'),
  languages: list('Language'),
  paymentMethods: list('Payment method'),
  socialMedia: z.object({
    facebook: line('Facebook', 500),
    instagram: line('Instagram', 500),
    tiktok: line('TikTok', 500),
    telegram: line('Telegram', 500),
  }),
  returnPolicyDays: z.number().int().positive(),
  supportReplyHours: z.number().int().positive(),
})
export type StoreInfo = z.infer<typeof storeInfoSchema>

// The numbers the Settings tab edits, each with its code (the form shows it beside the field).
const amount = wholeDinars(z.number({ error: E.NUMBER_REQUIRED }).min(0, E.AMOUNT_NEGATIVE))
const wholeNumber = (min: number, max: number, code: ErrorCode) =>
  z.number({ error: E.NUMBER_REQUIRED }).int(code).min(min, code).max(max, code)

export const paymentMethodSettingSchema = z.object({
  id: z.enum(PAYMENT_METHOD_IDS),
  fee: amount,
  available: z.boolean(),
})

/** The couriers (docs/cash-on-delivery.md): which one ships to each governorate (none: the owner
 * ships by hand), each one's fee per parcel when its answer does not say, when a phone's refused
 * parcels stop cash on delivery, and when a delivered parcel missing from the statements is a
 * difference. */
export const courierSettingsSchema = z
  .object({
    byGovernorate: z.partialRecord(z.enum(GOVERNORATE_IDS), z.enum(COURIER_IDS)),
    fees: z.object({ alwaseet: amount, boxy: amount }).strict(),
    /** 0: never stop cash on delivery for refused parcels. */
    refusalLimit: wholeNumber(0, 100, E.REFUSAL_LIMIT_RANGE),
    refusalDays: wholeNumber(1, 730, E.DAYS_RANGE),
    statementGraceDays: wholeNumber(1, 90, E.DAYS_RANGE),
  })
  .strict()
export type CourierSettings = z.infer<typeof courierSettingsSchema>

/** A template's name as Meta allows it: lowercase letters, digits and underscores. */
const templateName = z.string().regex(/^[a-z0-9_]{1,512}$/, E.WHATSAPP_TEMPLATE_INVALID)
/** Meta's template language codes: "en", "ar", "en_US". */
const languageCode = z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, E.WHATSAPP_LANGUAGE_INVALID)

// Not strict: the settings answers add `configured` (whether the Cloud API's secrets are set),
// which a form sends back and the record does not keep, like a payment method's `ready`.
export const whatsappSettingsSchema = z.object({
  templates: z
    .object({
      received: templateName,
      // The cash-on-delivery order's, with its Confirm and Cancel quick-reply buttons.
      receivedCod: templateName,
      confirmed: templateName,
      shipped: templateName,
      outForDelivery: templateName,
      delivered: templateName,
    })
    .strict(),
  languages: z.object({ en: languageCode, ar: languageCode }).strict(),
})
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>

/** A provider that can take this method's money (PROVIDERS_OF_METHOD). */
const providerOf = <M extends OnlineMethodId>(method: M) =>
  z.enum(PROVIDERS_OF_METHOD[method], { error: E.PAYMENT_PROVIDER_INVALID })

export const shopSettingsSchema = z
  .object({
    // Taken in hundredths of a percent (domain/money percentOf): 7.125 would be charged as 7.13.
    taxRate: z
      .number({ error: E.NUMBER_REQUIRED })
      .min(0, E.TAX_RATE_RANGE)
      .max(100, E.TAX_RATE_RANGE)
      .refine((rate) => Number.isInteger(Number((rate * 100).toFixed(6))), E.TAX_RATE_PRECISION),
    // Delivery is priced by zone: inside Baghdad, and to every other governorate.
    deliveryFees: z.object({
      baghdad: amount,
      otherGovernorates: amount,
    }),
    freeShippingThreshold: amount,
    paymentMethods: z.array(paymentMethodSettingSchema).length(PAYMENT_METHOD_IDS.length),
    // Which provider takes each online method's money; records saved before the choice existed
    // keep the providers they ran on.
    paymentProviders: z
      .object({
        fib: providerOf('fib'),
        zaincash: providerOf('zaincash'),
        card: providerOf('card'),
        paypal: providerOf('paypal'),
      })
      .strict()
      .default(DEFAULT_PROVIDER_OF_METHOD),
    storeInfo: storeInfoSchema,
    // Unpaid orders cannot hoard the shelf: at most this many units per order line...
    maxQuantityPerLine: wholeNumber(1, 1000, E.MAX_QUANTITY_RANGE).default(
      DEFAULT_MAX_QUANTITY_PER_LINE,
    ),
    // ...per order without a verified phone, and held by one customer's orders together
    // (domain/order-limits says why these defaults)...
    maxUnitsPerOrder: wholeNumber(1, 10_000, E.UNITS_PER_ORDER_RANGE).default(
      DEFAULT_MAX_UNITS_PER_ORDER,
    ),
    maxUnitsPerCustomer: wholeNumber(1, 100_000, E.UNITS_PER_CUSTOMER_RANGE).default(
      DEFAULT_MAX_UNITS_PER_CUSTOMER,
    ),
    // ...and a cash-on-delivery order nobody confirms within this many hours is cancelled by the
    // cron, its units going back to stock.
    codConfirmHours: wholeNumber(1, 24 * 30, E.COD_CONFIRM_HOURS_RANGE).default(48),
    // Also ask the customer to confirm a cash-on-delivery order by SMS (a link with a key).
    codSmsConfirmation: z.boolean().default(false),
    // An online order not paid within this many minutes is cancelled, its units going back.
    paymentHoldMinutes: wholeNumber(5, 24 * 60, E.PAYMENT_HOLD_RANGE).default(
      DEFAULT_PAYMENT_HOLD_MINUTES,
    ),
    couriers: courierSettingsSchema.default(DEFAULT_COURIER_SETTINGS),
    // The approved WhatsApp templates each customer message is sent as, and the language code of
    // each storefront language (docs/messages.md#whatsapp lists the texts to submit).
    whatsapp: whatsappSettingsSchema.default(DEFAULT_WHATSAPP_SETTINGS),
  })
  .strict()
export type ShopSettings = z.infer<typeof shopSettingsSchema>

/**
 * A settings record as saved before delivery was priced by zone carries one `shippingFee`: it
 * becomes the fee of both zones, so a saved record or an older backup file keeps its prices.
 */
export function upgradeSavedSettings(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  return withWholeDinars(withEveryPaymentMethod(withDeliveryFees(value)))
}

/**
 * A record saved before money was whole dinars holds a fraction somewhere (the spec's stand-in
 * 9.99 at least): its stand-ins become the fees a Baghdad shop opens with, and any other fraction
 * is rounded half up. A record without a fraction is the owner's and is kept as it is.
 */
function withWholeDinars(value: object): object {
  const v = value as {
    deliveryFees?: Record<string, unknown>
    freeShippingThreshold?: unknown
    paymentMethods?: { id?: unknown; fee?: unknown }[]
  }
  const fees = v.deliveryFees ?? {}
  const methods = Array.isArray(v.paymentMethods) ? v.paymentMethods : []
  const amounts = [...Object.values(fees), v.freeShippingThreshold, ...methods.map((m) => m.fee)]
  if (!amounts.some((a) => typeof a === 'number' && !Number.isInteger(a))) return value
  const whole = (amount: unknown, standIn: number, opening: number) =>
    typeof amount !== 'number' ? amount : amount === standIn ? opening : roundHalfUp(amount)
  return {
    ...value,
    deliveryFees: {
      ...fees,
      baghdad: whole(fees.baghdad, SPEC_STAND_INS.delivery, OPENING_FEES.deliveryBaghdad),
      otherGovernorates: whole(
        fees.otherGovernorates,
        SPEC_STAND_INS.delivery,
        OPENING_FEES.deliveryOtherGovernorates,
      ),
    },
    freeShippingThreshold: whole(
      v.freeShippingThreshold,
      SPEC_STAND_INS.freeShippingThreshold,
      OPENING_FEES.freeShippingThreshold,
    ),
    paymentMethods: methods.map((m) => ({
      ...m,
      fee:
        m.id === 'cod'
          ? whole(m.fee, SPEC_STAND_INS.cashOnDelivery, OPENING_FEES.cashOnDelivery)
          : whole(m.fee, NaN, NaN),
    })),
  }
}

/**
 * A record saved before a payment method existed lacks it: it is added switched off (its fee 0),
 * and the methods come in the shop's order, so the owner's fees and switches are kept.
 */
function withEveryPaymentMethod(value: object): object {
  if (!('paymentMethods' in value) || !Array.isArray(value.paymentMethods)) return value
  const saved = value.paymentMethods as { id?: unknown }[]
  const paymentMethods = PAYMENT_METHOD_IDS.map(
    (id) => saved.find((m) => m.id === id) ?? { id, fee: 0, available: false },
  )
  return { ...value, paymentMethods }
}

function withDeliveryFees(value: object): object {
  if (!('shippingFee' in value)) return value
  const { shippingFee, ...rest } = value as Record<string, unknown>
  return 'deliveryFees' in rest
    ? rest
    : { ...rest, deliveryFees: { baghdad: shippingFee, otherGovernorates: shippingFee } }
}
