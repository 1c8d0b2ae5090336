// A dialog over the dashboard: the native <dialog> (focus trap, Escape) opened as modal.
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useFocusReturn } from '@/components/ui/use-focus-return'

export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string
  onClose: () => void
  children: ReactNode
  wide?: boolean
}) {
  const { t } = useTranslation('admin')
  const ref = useRef<HTMLDialogElement>(null)
  // Before showModal(), which moves the focus: the hook must see what had it.
  useFocusReturn(ref)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog
      ref={ref}
      className={wide ? 'admin-modal wide' : 'admin-modal'}
      aria-labelledby="admin-modal-title"
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <header className="admin-modal-head">
        <h2 id="admin-modal-title">{title}</h2>
        <button
          type="button"
          className="btn btn-plain"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          ✕
        </button>
      </header>
      <div className="admin-modal-body">{children}</div>
    </dialog>
  )
}
