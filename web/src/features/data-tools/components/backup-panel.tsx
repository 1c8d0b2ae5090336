// Backup and restore: export the shop as a JSON file, import one (format check, confirmation,
// one atomic replace, then the page refreshes), and the daily backups kept in R2.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTime, fileSize } from '@/components/admin/admin-format'
import { ScrollRegion } from '@/components/admin/scroll-region'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import type { StatusKind } from '@/components/admin/status-message'
import { ApiError } from '@/lib/api-client'
import { type BackupFile, exportBackup, exportFullBackup, importBackup } from '../api/data-tools'
import {
  backupDownloadUrl,
  restoreStoredBackup,
  type StoredBackup,
  useBackUpNow,
  useStoredBackups,
} from '../api/stored-backups'
import { backupFileName, downloadJson, looksLikeBackup } from '../backup-file'
import { reloadAfter } from '../reload-page'

const IMPORTED = 'Data imported successfully! Page will refresh.'
const RELOAD_MS = 1500

/** Import failures: a file the server refuses (its message names what and where), a restore it
 * could not apply, anything else. */
function importFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return error.message
  if (error instanceof ApiError && error.status === 422)
    return 'Failed to import data. Please check the file format.'
  return 'Failed to import data.'
}

type Pending = { kind: 'file'; file: BackupFile; name: string } | { kind: 'stored'; name: string }

export function BackupPanel({ show }: { show: (kind: StatusKind, text: string) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const { t } = useTranslation('admin')
  const [busy, setBusy] = useState(false)
  const stored = useStoredBackups()
  const backUpNow = useBackUpNow()

  async function onExport(full = false) {
    try {
      downloadJson(await (full ? exportFullBackup() : exportBackup()), backupFileName(new Date()))
      show('success', 'Data exported successfully! Check your downloads folder.')
    } catch {
      show('error', 'Failed to export data. Please try again.')
    }
  }

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = ''
    if (!file) return
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      show('error', 'Failed to import data. Please check the file format.')
      return
    }
    if (!looksLikeBackup(parsed)) {
      show('error', 'Invalid backup file format.')
      return
    }
    setPending({ kind: 'file', file: parsed as BackupFile, name: file.name })
  }

  async function onConfirm() {
    if (!pending) return
    const job = pending
    setBusy(true)
    try {
      await (job.kind === 'file' ? importBackup(job.file) : restoreStoredBackup(job.name))
      show('success', IMPORTED)
      reloadAfter(RELOAD_MS)
    } catch (error) {
      show('error', importFailure(error))
    } finally {
      setBusy(false)
      setPending(null)
    }
  }

  async function onBackUpNow() {
    try {
      const made = await backUpNow.mutateAsync()
      show('success', `Backup ${made.name} saved.`)
    } catch {
      show('error', 'Failed to export data. Please try again.')
    }
  }

  return (
    <div className="admin-columns">
      <section className="card admin-panel">
        <h3>Export Data</h3>
        <p className="muted">{t('export.explain')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void onExport()}>
          Export Data
        </button>
        <p className="muted">{t('export.fullExplain')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void onExport(true)}>
          {t('export.full')}
        </button>
      </section>
      <section className="card admin-panel">
        <h3>Import Data</h3>
        <p className="muted">
          Replace all existing data with a backup file. Your own admin account is kept.
        </p>
        <label className="field">
          Backup file
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
      </section>
      <section className="card admin-panel span-2">
        <div className="panel-head">
          <h3>Stored Backups</h3>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={backUpNow.isPending}
            onClick={() => void onBackUpNow()}
          >
            Back Up Now
          </button>
        </div>
        <p className="muted small">
          A backup is written every day at 03:00 Baghdad time; the newest 30 are kept.
        </p>
        {!!stored.data?.length && <LastBackups backups={stored.data} />}
        {stored.data?.length === 0 && <p className="muted">No stored backups yet.</p>}
        {!!stored.data?.length && (
          <ScrollRegion label="Stored backups">
            <table className="admin-table compact">
              <thead>
                <tr>
                  <th>Time</th>
                  <th>Kind</th>
                  <th>Size</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {stored.data.map((b) => (
                  <tr key={b.name}>
                    <td className="nowrap" title={b.name}>
                      {dateTime(b.uploaded)}
                    </td>
                    <td>{b.kind === 'manual' ? 'Manual' : 'Daily'}</td>
                    <td className="nowrap">{fileSize(b.size)}</td>
                    <td className="row-actions">
                      <a
                        className="btn btn-outline btn-sm"
                        href={backupDownloadUrl(b.name)}
                        download={b.name}
                      >
                        Download
                      </a>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        onClick={() => setPending({ kind: 'stored', name: b.name })}
                      >
                        Restore
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
      {pending && (
        <ConfirmDialog
          title="Replace all data?"
          message={`This will replace all existing products, users, orders and reviews with the contents of ${pending.name}. Continue?`}
          confirmLabel="Import and Replace"
          busy={busy}
          onConfirm={() => void onConfirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  )
}

/** The last backup of any kind and the last one an admin made by hand (the list is newest first). */
function LastBackups({ backups }: { backups: StoredBackup[] }) {
  const [latest] = backups
  const manual = backups.find((b) => b.kind === 'manual')
  if (!latest) return null
  return (
    <p className="small">
      Last backup: <strong>{dateTime(latest.uploaded)}</strong> · Last manual backup:{' '}
      <strong>{manual ? dateTime(manual.uploaded) : 'none yet'}</strong>
    </p>
  )
}
