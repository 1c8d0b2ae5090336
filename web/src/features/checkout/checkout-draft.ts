// The shipping form a shopper filled, kept while the checkout sends them to verify their number (an
// order of many units needs a verified phone) and put back when they return: the address was gone,
// typed again on a phone. Kept in this tab only, for this account, and taken once.
import type { ShippingForm } from './api/create-order'

const KEY = 'bmp.checkoutDraft'

interface Draft {
  userId: number
  form: ShippingForm
}

export function keepCheckoutDraft(userId: number, form: ShippingForm) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ userId, form } satisfies Draft))
  } catch {
    // Storage blocked: the form is typed again.
  }
}

/** The form kept for this account, once; null when there is none. */
export function takeCheckoutDraft(userId: number | undefined): ShippingForm | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (raw === null) return null
    sessionStorage.removeItem(KEY)
    const draft = JSON.parse(raw) as Draft
    return draft.userId === userId ? draft.form : null
  } catch {
    return null
  }
}
