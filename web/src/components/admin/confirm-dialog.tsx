// "Are you sure?" before anything that deletes or replaces data.
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
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{message}</p>
      <div className="form-actions admin-modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}

/** Deleting one row (its own wording) or several selected rows (counted). */
export function ConfirmDeleteDialog({
  count,
  noun,
  single,
  busy,
  onConfirm,
  onCancel,
}: {
  count: number
  noun: string
  single: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ConfirmDialog
      title={`Delete ${noun}`}
      message={count > 1 ? `Delete ${count} ${noun}s? This cannot be undone.` : single}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
