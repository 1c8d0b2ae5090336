// The shipping form a shopper filled, kept while the checkout sends them to verify their number (an
// order of many units needs a verified phone) and put back when they return: the address was gone,
// typed again on a phone. Kept in this tab only, for this account, and used once.
import { useEffect, useState } from 'react'
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

function readDraft(userId: number | undefined): ShippingForm | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    const draft = raw === null ? null : (JSON.parse(raw) as Draft)
    return draft && draft.userId === userId ? draft.form : null
  } catch {
    return null
  }
}

/** The form kept for this account when the checkout opens, then forgotten (removed after the
 * render, as React may run a state's initializer twice). */
export function useCheckoutDraft(userId: number | undefined): ShippingForm | null {
  const [draft] = useState(() => readDraft(userId))
  useEffect(() => {
    if (userId === undefined) return
    try {
      sessionStorage.removeItem(KEY)
    } catch {
      // Blocked storage holds no draft.
    }
  }, [userId])
  return draft
}
