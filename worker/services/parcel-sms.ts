// The customer's SMS when the courier's driver sets out with the parcel (the status table's
// `textsCustomer`): in the order's language, the cash to have ready for a cash-on-delivery order,
// and the tracking link where the courier's steps show. Couriers in Iraq call before the door;
// a customer who knows the driver is coming picks up.
import { formatIqd } from '../domain/money-format'
import { normalizePhone } from '../domain/phone'
import { trackingPath } from '../domain/tracking-link'
import type { OrderDto } from '../db/codecs/order'
import type { Config } from '../env'
import { smsProvider } from './sms/provider'
import { orderNumber } from '../domain/order-number'
import { linkIn } from '../domain/language'

const TEXT = {
  en: (shop: string, number: string, cash: string | null, link: string) =>
    `${shop}: your order #${number} is out for delivery today. Keep your phone near you${cash ? `; please have ${cash} ready in cash` : ''}. Track it: ${link}`,
  ar: (shop: string, number: string, cash: string | null, link: string) =>
    `${shop}: طلبك رقم ${number} خرج للتوصيل اليوم. أبقِ هاتفك قريباً منك${cash ? `، ويرجى تجهيز ${cash} نقداً` : ''}. تتبّعه: ${link}`,
}

export async function tellParcelBySms(config: Config, order: OrderDto, shopName: string) {
  const phone = normalizePhone(order.shippingInfo.phone)
  if (!phone.ok) throw new Error(`order ${order.id} has no phone an SMS can reach`)
  const link = linkIn(`${config.SITE_URL}${trackingPath(order.trackingToken)}`, order.language)
  const cash =
    order.paymentInfo.method === 'cod' ? formatIqd(order.totals.total, order.language) : null
  const text = TEXT[order.language](shopName, orderNumber(order.id), cash, link)
  await smsProvider(config).send(phone.phone, text)
}
