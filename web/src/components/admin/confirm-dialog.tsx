// "Are you sure?" before anything that deletes or replaces data.
import { useTranslation } from 'react-i18next'
import { Modal } from './modal'

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string
  message: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{message}</p>
      <div className="form-actions admin-modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}

/** Deleting one row or several selected rows, worded for what they are. */
export function ConfirmDeleteDialog({
  count,
  noun,
  ...props
}: {
  count: number
  noun: 'order' | 'product'
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('admin', { keyPrefix: `confirmDelete.${noun}` })
  return (
    <ConfirmDialog
      {...props}
      title={t('title')}
      message={count > 1 ? t('many', { count }) : t('one')}
      confirmLabel={t('delete')}
    />
  )
}
