// /checkout: shipping, payment method, the totals the server charges, and Place Order.
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation } from 'wouter'
import { ORDER_STATUS_RULES } from '@domain/order-status'
import { firstPayableMethod, type PaymentMethodId } from '@domain/payment-methods'
import { formatIqd } from '@domain/money-format'
import { iraqiMobile } from '@domain/iraq-address'
import { orderNumber } from '@domain/order-number'
import { LoadingOverlay, Spinner } from '@/components/ui/loading-overlay'
import { loginThen, paths, verifyPhoneFor } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import type { User } from '@/lib/api-types'
import { isOffline, meansApiUnreachable } from '@/lib/connection'
import { errorMessage } from '@/lib/error-messages'
import { useProductsByIds } from '@/lib/queries/products'
import { useShopSettings } from '@/lib/use-settings'
import { cartStore } from '@/stores/cart'
import { lineKey, removeLine, setLineQuantity } from '@/stores/cart-rules'
import { atCurrentPrices, lineAvailability } from '@/lib/cart-today'
import { showToast } from '@/stores/toasts'
import {
  orderBody,
  type ShippingForm,
  type ShippingInfo,
  useCreateOrder,
} from '@/features/checkout/api/create-order'
import { OrderSummary } from '@/features/checkout/components/order-summary'
import { PaymentOptions } from '@/features/checkout/components/payment-options'
import { ShippingFields } from '@/features/checkout/components/shipping-fields'
import { checkoutTotals, zoneOfChoice } from '@/features/checkout/hooks/use-checkout-totals'
import { keepCheckoutDraft, useCheckoutDraft } from '@/features/checkout/checkout-draft'
import { keepOrderForLater } from '@/features/offline/outbox'

export default function CheckoutPage() {
  const { t, i18n } = useTranslation(['checkout', 'common', 'cart'])
  const user = useUser()
  const settings = useShopSettings()
  const lines = cartStore.use()
  const catalogue = useProductsByIds(lines.map((l) => l.product.id))
  const [, navigate] = useLocation()
  // Until the shopper chooses: the first method that can take money now (cash on delivery).
  const [method, setMethod] = useState<PaymentMethodId | null>(null)
  // One key per checkout visit: a retry after a lost answer returns the order already placed.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const order = useCreateOrder(user.data?.id)
  // Unticked until the shopper ticks it, or as the account's switch says.
  const [whatsapp, setWhatsapp] = useState<boolean | null>(null)
  // The form starts from the account (asked for before the checkout's first render) with no second
  // render to put it in, which `values` alone cost on every visit; `values` then brings in only an
  // account that came or changed later, keeping what the shopper typed.
  const [startingAccount] = useState(user.data)
  const laterAccount = user.data !== startingAccount ? user.data : undefined
  // Back from verifying the number: the address as the shopper had typed it.
  const draft = useCheckoutDraft(startingAccount?.id)
  const {
    register,
    handleSubmit,
    getValues,
    control,
    setValue,
    formState: { errors },
  } = useForm<ShippingForm>({
    defaultValues: draft ?? (startingAccount ? accountDetails(startingAccount) : undefined),
    values: laterAccount && !draft ? accountDetails(laterAccount) : undefined,
    resetOptions: { keepDirtyValues: true },
  })
  const governorate = useWatch({ control, name: 'governorate' })
  const zone = zoneOfChoice(governorate)
  // The phone the server refused cash on delivery for: while it is the one typed, cash on delivery
  // is shown disabled with why, and an online method is chosen instead.
  const [codRefusedPhone, setCodRefusedPhone] = useState<string | null>(null)
  // Undefined until the account's values reach the form, whatever its type says.
  const watchedPhone = useWatch({ control, name: 'phone' }) as string | undefined
  const typedPhone = iraqiMobile(watchedPhone ?? '')
  const codRefused = codRefusedPhone !== null && typedPhone === codRefusedPhone

  if (user.isPending || settings.isPending) return <Spinner />
  if (!user.data) return <Redirect to={loginThen(paths.checkout)} replace />
  if (!settings.data)
    return <p className="container empty error-text">{t('common:errors.title')}</p>
  if (lines.length === 0)
    return (
      <div className="container narrow empty-state">
        <h1>{t('title')}</h1>
        <p>{t('cart:empty')}</p>
        <Link href={paths.home} className="btn btn-primary">
          {t('backToShop')}
        </Link>
      </div>
    )

  // Only the methods that can take money now: switched on, and their provider configured.
  const payable = settings.data.paymentMethods.filter((m) => !(codRefused && m.id === 'cod'))
  const chosen =
    method && payable.some((m) => m.ready && m.id === method)
      ? method
      : (firstPayableMethod(payable) ?? 'cod')
  const priced = atCurrentPrices(lines, catalogue.data)
  const maxPerLine = settings.data.maxQuantityPerLine
  const availability = lines.map((l) => lineAvailability(l, catalogue.data, maxPerLine))
  // Sold out, or fewer left than the cart holds: said on the line before the shopper fills the form
  // (the server would refuse the order), and the order waits until the line is changed.
  const unavailable = availability.some((a) => a.kind !== 'all')
  const totals = checkoutTotals(priced, chosen, zone, settings.data)

  const shopperId = user.data.id
  // Offered only while the shop's WhatsApp is set up.
  const whatsappOffered = settings.data.whatsapp.configured
  const whatsappOptIn = whatsappOffered && (whatsapp ?? user.data.whatsappOptInAt !== null)
  // Offline, or the API could not be reached: the order waits on this device with the same
  // idempotency key and is sent when the connection returns (features/offline).
  const keepForLater = (shippingInfo: ShippingInfo) => {
    keepOrderForLater({
      key: idempotencyKey,
      userId: shopperId,
      createdAt: new Date().toISOString(),
      body: orderBody(lines, shippingInfo, chosen, whatsappOptIn),
      lines,
      total: totals.total,
    })
    cartStore.set([])
    showToast(t('savedOffline'))
    navigate(paths.orders)
  }

  const onSubmit = handleSubmit((form) => {
    // The select is required, so a governorate is chosen by now.
    if (!form.governorate) return
    const shippingInfo: ShippingInfo = { ...form, governorate: form.governorate }
    if (isOffline()) {
      keepForLater(shippingInfo)
      return
    }
    order.mutate(
      { lines, shippingInfo, method: chosen, idempotencyKey, whatsappOptIn },
      {
        onSuccess: (placed) => {
          cartStore.set([])
          // An online order is paid on its payment page; it counts as placed once paid.
          if (ORDER_STATUS_RULES[placed.status].awaitsPayment) {
            navigate(paths.pay(placed.trackingToken))
            return
          }
          showToast(t('placed', { id: orderNumber(placed.id) }), 'success')
          // My Orders points the new order's tracking link out (history state, not the URL).
          navigate(paths.orders, { state: { placed: placed.id } })
        },
        onError: (error) => {
          if (error instanceof ApiError && meansApiUnreachable(error)) keepForLater(shippingInfo)
          if (error instanceof ApiError && error.code === 'COD_REFUSED_PHONE')
            setCodRefusedPhone(iraqiMobile(shippingInfo.phone))
        },
      },
    )
  })

  return (
    <div className="container checkout">
      {order.isPending && <LoadingOverlay />}
      <Link href={paths.home} className="back-link">
        {t('backToShop')}
      </Link>
      <h1>{t('title')}</h1>
      <form className="checkout-grid" onSubmit={onSubmit} noValidate>
        <div className="card checkout-form">
          <ShippingFields
            register={register}
            setValue={setValue}
            governorate={governorate}
            errors={errors}
          />
          <PaymentOptions
            methods={settings.data.paymentMethods}
            value={chosen}
            onChange={setMethod}
            codRefused={codRefused}
          />
          {whatsappOffered && (
            <label className="checkbox-label">
              <input
                type="checkbox"
                checked={whatsappOptIn}
                onChange={(event) => setWhatsapp(event.target.checked)}
              />{' '}
              {t('whatsappOptIn')}
            </label>
          )}
        </div>
        <div className="checkout-side">
          <OrderSummary
            lines={priced}
            availability={availability}
            onRemove={(line) =>
              cartStore.set((all) => removeLine(all, lineKey(line.product.id, line.selectedSize)))
            }
            onTakeMost={(line, most) =>
              cartStore.set((all) =>
                setLineQuantity(all, lineKey(line.product.id, line.selectedSize), most, maxPerLine),
              )
            }
            totals={totals}
            taxRate={settings.data.taxRate}
            zone={zone}
          />
          {unavailable && (
            <p className="error-box" role="alert">
              {t('unavailable')}
            </p>
          )}
          {order.error && (
            <div className="error-box" role="alert">
              {errorMessage(order.error) || t('failed')}
              {order.error instanceof ApiError &&
                order.error.code === 'ORDER_UNITS_VERIFY_PHONE' && (
                  <>
                    {' '}
                    <Link
                      href={verifyPhoneFor(typedPhone, paths.checkout)}
                      onClick={() => keepCheckoutDraft(shopperId, getValues())}
                    >
                      {t('verifyPhone')}
                    </Link>
                  </>
                )}
            </div>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-block btn-lg"
            disabled={order.isPending || unavailable}
          >
            {t('placeOrder', { total: formatIqd(totals.total, i18n.language) })}
          </button>
        </div>
      </form>
    </div>
  )
}

/** The shipping form's fields an account fills in. */
const accountDetails = (user: User): ShippingForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  governorate: '',
  city: '',
  area: '',
  landmark: '',
})
