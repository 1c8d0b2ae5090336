// The toast at the bottom of the screen; added/updated toasts offer View Cart and Continue Shopping.
import { useTranslation } from 'react-i18next'
import { cartPanelStore } from '@/stores/cart'
import { dismissToast, toastStore } from '@/stores/toasts'

export function Toaster() {
  const { t } = useTranslation()
  const toast = toastStore.use()
  if (!toast) return null
  const cartAction = toast.kind === 'added' || toast.kind === 'updated'
  return (
    <div
      className={`toast toast-${toast.kind}${toast.leaving ? ' leaving' : ''}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      key={toast.id}
    >
      <p>{toast.message}</p>
      <div className="toast-actions">
        {cartAction && (
          <>
            <button
              type="button"
              onClick={() => {
                cartPanelStore.set(true)
                dismissToast()
              }}
            >
              {t('toast.viewCart')}
            </button>
            <button type="button" onClick={dismissToast}>
              {t('toast.continueShopping')}
            </button>
          </>
        )}
        <button
          type="button"
          className="toast-close"
          aria-label={t('actions.close')}
          onClick={dismissToast}
        >
          ×
        </button>
      </div>
    </div>
  )
}
