// Users: a search by name or e-mail and the table (initials, name, email, phone, role, status,
// joined), a page at a time with Load More; details, password reset and delete (not offered for
// admins).
import { type SubmitEvent, useDeferredValue, useState } from 'react'
import { MIN_PASSWORD_LENGTH } from '@domain/password-rules'
import { errorText as codeText } from '@schemas/error-codes'
import { date, dateTime, errorText } from '@/components/admin/admin-format'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { LoadMore, loadedRows } from '@/components/admin/load-more'
import { Modal } from '@/components/admin/modal'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import type { User } from '@/lib/api-types'
import { useUserPages } from '../api/get-users'
import { useDeleteUser, useResetPassword } from '../api/user-actions'

const initials = (u: User) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() || '?'
const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim()

export function UsersTab() {
  const [search, setSearch] = useState('')
  const users = useUserPages(useDeferredValue(search))
  const remove = useDeleteUser()
  const { status, show } = useStatus()
  const [viewing, setViewing] = useState<User | null>(null)
  const [resetting, setResetting] = useState<User | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)

  if (!users.data) return <TabLoading queries={[users]} what="users" />
  const { rows, total } = loadedRows(users.data)

  async function confirmDelete() {
    if (!deleting) return
    const user = deleting
    setDeleting(null)
    try {
      await remove.mutateAsync(user.id)
      show('success', 'User deleted successfully!')
    } catch (e) {
      show('error', `Failed to delete user: ${errorText(e)}`)
    }
  }

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <input
          type="search"
          aria-label="Search users"
          placeholder="Search by name or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <span className="muted small">
          {rows.length} of {total}
        </span>
      </div>
      <StatusMessage status={status} />
      <div className="table-wrap card">
        <table className="admin-table">
          <thead>
            <tr>
              <th>User</th>
              <th>Email</th>
              <th>Phone</th>
              <th>Role</th>
              <th>Status</th>
              <th>Joined</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.id}>
                <td>
                  <span className="user-cell">
                    <span className="avatar" aria-hidden="true">
                      {initials(u)}
                    </span>
                    {fullName(u)}
                  </span>
                </td>
                <td>{u.email}</td>
                <td className="nowrap">{u.phone || '—'}</td>
                <td>
                  <span className={u.role === 'admin' ? 'pill pill-accent' : 'pill'}>{u.role}</span>
                </td>
                <td>
                  {/* The spec shows every account as active. */}
                  <span className="pill pill-green">active</span>
                </td>
                <td className="nowrap">{date(u.createdAt)}</td>
                <td className="row-actions">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-label={`View ${u.email}`}
                    onClick={() => setViewing(u)}
                  >
                    View
                  </button>
                  {u.role !== 'admin' && (
                    <>
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-label={`Reset password of ${u.email}`}
                        onClick={() => setResetting(u)}
                      >
                        Reset Password
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        aria-label={`Delete ${u.email}`}
                        onClick={() => setDeleting(u)}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="muted empty">No users match this search.</p>}
      </div>
      <LoadMore query={users} />
      {viewing && (
        <Modal title="User Details" onClose={() => setViewing(null)}>
          <dl className="details-list">
            <dt>Name</dt>
            <dd>{fullName(viewing)}</dd>
            <dt>Email</dt>
            <dd>{viewing.email}</dd>
            <dt>Phone</dt>
            <dd>
              {viewing.phone || '—'}{' '}
              {viewing.phone && (viewing.phoneVerified ? '(verified)' : '(not verified)')}
            </dd>
            <dt>Role</dt>
            <dd>{viewing.role}</dd>
            <dt>User ID</dt>
            <dd>{viewing.id}</dd>
            <dt>Joined</dt>
            <dd>{dateTime(viewing.createdAt)}</dd>
            <dt>Last login</dt>
            <dd>{viewing.lastLogin ? dateTime(viewing.lastLogin) : 'Never'}</dd>
          </dl>
        </Modal>
      )}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onDone={(ok, text) => {
            setResetting(null)
            show(ok ? 'success' : 'error', text)
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete user"
          message={`Delete ${fullName(deleting)} (${deleting.email})? This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  )
}

function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: User
  onClose: () => void
  onDone: (ok: boolean, text: string) => void
}) {
  const reset = useResetPassword()
  const [password, setPassword] = useState('')
  const tooShort = password.length < MIN_PASSWORD_LENGTH

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (tooShort) return
    try {
      await reset.mutateAsync({ id: user.id, password })
      onDone(true, 'Password reset successfully!')
    } catch (e) {
      onDone(false, `Failed to reset password: ${errorText(e)}`)
    }
  }

  return (
    <Modal title={`Reset password for ${fullName(user)}`} onClose={onClose}>
      <form className="form" onSubmit={onSubmit}>
        <label className="field">
          New password
          <input
            type="text"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {password && tooShort && <p className="error-text">{codeText('PASSWORD_TOO_SHORT')}</p>}
        <div className="form-actions admin-modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={tooShort || reset.isPending}>
            Reset Password
          </button>
        </div>
      </form>
    </Modal>
  )
}
