// The settings a new shop opens with: the spec's rules, a Baghdad shop's fees and the store's facts.
import type { ShopSettings } from '../schemas/settings'
import { DEFAULT_COURIER_SETTINGS } from './couriers'
import { DEFAULT_WHATSAPP_SETTINGS } from './whatsapp'
import { ZERO_DINARS } from './money'
import { OPENING_FEES } from './opening-fees'
import {
  DEFAULT_COD_CONFIRM_HOURS,
  DEFAULT_MAX_QUANTITY_PER_LINE,
  DEFAULT_MAX_UNITS_PER_CUSTOMER,
  DEFAULT_MAX_UNITS_PER_ORDER,
} from './order-limits'
import { DEFAULT_PAYMENT_HOLD_MINUTES, DEFAULT_PROVIDER_OF_METHOD } from './payment-methods'

export const DEFAULT_SETTINGS: ShopSettings = {
  taxRate: 8,
  deliveryFees: {
    baghdad: OPENING_FEES.deliveryBaghdad,
    otherGovernorates: OPENING_FEES.deliveryOtherGovernorates,
  },
  freeShippingThreshold: OPENING_FEES.freeShippingThreshold,
  paymentMethods: [
    { id: 'cod', fee: OPENING_FEES.cashOnDelivery, available: true },
    // Online methods take money only once their provider's secrets are set (docs/payments.md);
    // until then checkout does not offer them, whatever this switch says.
    { id: 'fib', fee: ZERO_DINARS, available: true },
    { id: 'zaincash', fee: ZERO_DINARS, available: true },
    { id: 'card', fee: ZERO_DINARS, available: true },
    // PayPal does not pay out to merchants in Iraq: off until the shop has an account abroad.
    { id: 'paypal', fee: ZERO_DINARS, available: false },
  ],
  paymentProviders: DEFAULT_PROVIDER_OF_METHOD,
  maxQuantityPerLine: DEFAULT_MAX_QUANTITY_PER_LINE,
  maxUnitsPerOrder: DEFAULT_MAX_UNITS_PER_ORDER,
  maxUnitsPerCustomer: DEFAULT_MAX_UNITS_PER_CUSTOMER,
  codConfirmHours: DEFAULT_COD_CONFIRM_HOURS,
  codSmsConfirmation: false,
  paymentHoldMinutes: DEFAULT_PAYMENT_HOLD_MINUTES,
  couriers: DEFAULT_COURIER_SETTINGS,
  whatsapp: DEFAULT_WHATSAPP_SETTINGS,
  storeInfo: {
    name: { en: 'Baghdad Moto Parts', ar: 'بغداد موتو بارتس' },
    address: {
      en: 'Al-Karrada Dakhil Street, near Kahramana Square, Karrada, Baghdad, Iraq',
      ar: 'شارع الكرادة داخل، قرب ساحة كهرمانة، الكرادة، بغداد، العراق',
    },
    coordinates: { latitude: 33.3062, longitude: 44.4217 },
    contact: {
      phone: '+964 770 123 4567',
      whatsapp: '+964 770 123 4567',
      email: 'support@baghdadmotoparts.iq',
      website: 'https://baghdadmotoparts.iq',
    },
    hours: {
      sunday: { open: '09:00', close: '18:00' },
      monday: { open: '09:00', close: '18:00' },
      tuesday: { open: '09:00', close: '18:00' },
      wednesday: { open: '09:00', close: '18:00' },
      thursday: { open: '09:00', close: '18:00' },
      friday: null,
      saturday: { open: '10:00', close: '16:00' },
    },
    services: ['installation', 'maintenance', 'fitment-advice', 'special-orders', 'delivery'],
    languages: ['ar', 'en'],
    paymentMethods: ['cards', 'cash', 'mobile-payment', 'cash-on-delivery'],
    socialMedia: {
      facebook: 'https://www.facebook.com/baghdadmotoparts',
      instagram: 'https://www.instagram.com/baghdadmotoparts',
      tiktok: 'https://www.tiktok.com/@baghdadmotoparts',
      telegram: 'https://t.me/baghdadmotoparts',
    },
    returnPolicyDays: 30,
    supportReplyHours: 24,
  },
}
