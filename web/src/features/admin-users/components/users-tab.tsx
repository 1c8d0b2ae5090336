// Users: a search by name or e-mail and the table (initials, name, email, phone, role, status,
// joined), a page at a time with Load More; details, password reset and delete (not offered for
// admins).
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MIN_PASSWORD_LENGTH } from '@domain/password-rules'
import { resetPasswordSchema } from '@schemas/user'
import { date, dateTime, errorText } from '@/components/admin/admin-format'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { LoadMore, loadedRows } from '@/components/admin/load-more'
import { Modal } from '@/components/admin/modal'
import { FieldProblem, useSchemaForm } from '@/components/admin/schema-form'
import { StatusMessage, useStatus } from '@/components/admin/status-message'
import { TabLoading } from '@/components/admin/tab-loading'
import { PhoneLabel } from '@/components/admin/phone-label'
import type { User } from '@/lib/api-types'
import { useUserPages } from '../api/get-users'
import { useDeleteUser, useResetPassword } from '../api/user-actions'

const initials = (u: User) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() || '?'
const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim()

export function UsersTab() {
  const { t } = useTranslation('admin-users')
  const [search, setSearch] = useState('')
  const users = useUserPages(useDeferredValue(search))
  const remove = useDeleteUser()
  const { status, show } = useStatus()
  const [viewing, setViewing] = useState<User | null>(null)
  const [resetting, setResetting] = useState<User | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)

  if (!users.data) return <TabLoading queries={[users]} what={t('loading')} />
  const { rows, total } = loadedRows(users.data)

  async function confirmDelete() {
    if (!deleting) return
    const user = deleting
    setDeleting(null)
    try {
      await remove.mutateAsync(user.id)
      show('success', t('deleted'))
    } catch (e) {
      show('error', t('deleteFailed', { error: errorText(e) }))
    }
  }

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <input
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <span className="muted small">
          {t('admin:common.shownOf', { shown: rows.length, total })}
        </span>
      </div>
      <StatusMessage status={status} />
      <div className="table-wrap card">
        <table className="admin-table phone-cards users-cards">
          <thead>
            <tr>
              <th>{t('col.user')}</th>
              <th>{t('col.email')}</th>
              <th>{t('col.phone')}</th>
              <th>{t('col.role')}</th>
              <th>{t('col.status')}</th>
              <th>{t('col.joined')}</th>
              <th>{t('admin:common.actions')}</th>
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
                <td className="nowrap">
                  <bdi dir="ltr">{u.phone || '—'}</bdi>
                </td>
                <td>
                  <span className={u.role === 'admin' ? 'pill pill-accent' : 'pill'}>
                    {t(`role.${u.role}`)}
                  </span>
                </td>
                <td>
                  {/* The spec shows every account as active. */}
                  <span className="pill pill-green">{t('active')}</span>
                </td>
                <td className="nowrap">
                  <PhoneLabel>{t('col.joined')}</PhoneLabel>
                  {date(u.createdAt)}
                </td>
                <td>
                  <div className="row-buttons">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={t('viewLabel', { email: u.email })}
                      onClick={() => setViewing(u)}
                    >
                      {t('view')}
                    </button>
                    {u.role !== 'admin' && (
                      <>
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          aria-label={t('resetLabel', { email: u.email })}
                          onClick={() => setResetting(u)}
                        >
                          {t('resetPassword')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-danger btn-sm"
                          aria-label={t('deleteLabel', { email: u.email })}
                          onClick={() => setDeleting(u)}
                        >
                          {t('admin:common.delete')}
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="muted empty">{t('noMatch')}</p>}
      </div>
      <LoadMore query={users} />
      {viewing && (
        <Modal title={t('details.title')} onClose={() => setViewing(null)}>
          <dl className="details-list">
            <dt>{t('details.name')}</dt>
            <dd>{fullName(viewing)}</dd>
            <dt>{t('col.email')}</dt>
            {/* Order e-mails go only to a verified address: the owner sees why one got none. */}
            <dd>
              <bdi dir="ltr">{viewing.email}</bdi>
              <VerifiedState verified={viewing.emailVerifiedAt !== null} />
            </dd>
            <dt>{t('col.phone')}</dt>
            <dd>
              <bdi dir="ltr">{viewing.phone || '—'}</bdi>
              {viewing.phone && <VerifiedState verified={viewing.phoneVerified} />}
            </dd>
            <dt>{t('col.role')}</dt>
            <dd>{t(`role.${viewing.role}`)}</dd>
            <dt>{t('details.id')}</dt>
            <dd>{viewing.id}</dd>
            <dt>{t('col.joined')}</dt>
            <dd>{dateTime(viewing.createdAt)}</dd>
            <dt>{t('details.lastLogin')}</dt>
            <dd>{viewing.lastLogin ? dateTime(viewing.lastLogin) : t('details.never')}</dd>
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
          title={t('confirm.title')}
          message={t('confirm.message', { name: fullName(deleting), email: deleting.email })}
          confirmLabel={t('admin:common.delete')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  )
}

/** "(verified)" or "(not verified)" under an address, on a line of its own so that a long
 * address never wraps into it. */
function VerifiedState({ verified }: { verified: boolean }) {
  const { t } = useTranslation('admin-users')
  return (
    <span className="block muted small">
      {verified ? t('details.verified') : t('details.notVerified')}
    </span>
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
  const { t } = useTranslation('admin-users')
  const reset = useResetPassword()
  // Checked as the admin types, by the server's own password rules.
  const { register, handleSubmit, formState } = useSchemaForm(resetPasswordSchema, {
    mode: 'onChange',
    defaultValues: { password: '' },
  })
  const problem = formState.errors.password

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ id: user.id, password })
      onDone(true, t('reset.done'))
    } catch (e) {
      onDone(false, t('reset.failed', { error: errorText(e) }))
    }
  })

  return (
    <Modal title={t('reset.title', { name: fullName(user) })} onClose={onClose}>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className="field">
          {t('reset.newPassword')}
          <input type="text" autoComplete="new-password" {...register('password')} />
        </label>
        {/* The spec's own words for a short password (back-office §5); other rules by code. */}
        {problem?.message === 'PASSWORD_TOO_SHORT' ? (
          <p className="error-text">{t('reset.tooShort', { min: MIN_PASSWORD_LENGTH })}</p>
        ) : (
          <FieldProblem error={problem} />
        )}
        <div className="form-actions admin-modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('admin:common.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!formState.isValid || reset.isPending}
          >
            {t('resetPassword')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
