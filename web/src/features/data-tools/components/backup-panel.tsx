// Backup and restore: export the shop as a streamed file, import one (a streamed file is checked
// by the worker as it arrives, a JSON file of 1.x here first; confirmation, an all-or-nothing
// replace with its progress shown, then the page refreshes), and the daily backups kept in R2.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { date, dateTime, fileSize, shortTime } from '@/components/admin/admin-format'
import { ScrollRegion } from '@/components/admin/scroll-region'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import type { StatusKind } from '@/components/admin/status-message'
import { errorText } from '@/components/admin/admin-format'
import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { formatNumber, separator } from '@/lib/format'
import {
  type BackupFile,
  exportUrls,
  importBackup,
  importStreamedBackup,
  useRestoreStatus,
} from '../api/data-tools'
import {
  backupDownloadUrl,
  restoreStoredBackup,
  type StoredBackup,
  useBackUpNow,
  useStoredBackups,
} from '../api/stored-backups'
import { downloadFrom, isStreamedFile, looksLikeBackup } from '../backup-file'
import { reloadAfter } from '../reload-page'

const RELOAD_MS = 1500

/** Import failures: a file the server refuses (its code names what and where), a restore it
 * could not apply, anything else. */
function importFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409))
    return errorText(error)
  if (error instanceof ApiError && error.status === 422)
    return i18n.t('admin-data:backup.badFormat')
  return i18n.t('admin-data:backup.importFailed')
}

type Pending =
  | { kind: 'file'; file: BackupFile; name: string }
  | { kind: 'streamed'; file: File; name: string }
  | { kind: 'stored'; name: string }

/** Where a running restore is, from the status row the worker keeps. */
function useProgressText(running: boolean): string | null {
  const { t } = useTranslation('admin-data', { keyPrefix: 'backup' })
  const status = useRestoreStatus(running).data
  if (!running || !status) return null
  if (status.state === 'swapping') return t('progressSwapping')
  if (status.state !== 'reading') return null
  const read = formatNumber(status.recordsRead, i18n.language)
  return status.recordsTotal === null
    ? t('progressReadingCount', { read })
    : t('progressReading', { read, total: formatNumber(status.recordsTotal, i18n.language) })
}

export function BackupPanel({ show }: { show: (kind: StatusKind, text: string) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const { t } = useTranslation('admin-data', { keyPrefix: 'backup' })
  const [busy, setBusy] = useState(false)
  const progress = useProgressText(busy)
  const stored = useStoredBackups()
  const backUpNow = useBackUpNow()

  function onExport(full = false) {
    downloadFrom(full ? exportUrls.full : exportUrls.plain)
    show('success', t('exported'))
  }

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = ''
    if (!file) return
    if (await isStreamedFile(file)) {
      setPending({ kind: 'streamed', file, name: file.name })
      return
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      show('error', t('badFormat'))
      return
    }
    if (!looksLikeBackup(parsed)) {
      show('error', t('notBackup'))
      return
    }
    setPending({ kind: 'file', file: parsed as BackupFile, name: file.name })
  }

  async function onConfirm() {
    if (!pending) return
    const job = pending
    setBusy(true)
    try {
      const restored = await (job.kind === 'file'
        ? importBackup(job.file)
        : job.kind === 'streamed'
          ? importStreamedBackup(job.file)
          : restoreStoredBackup(job.name))
      const { amountsRounded } = restored
      show(
        'success',
        amountsRounded > 0
          ? `${t('imported')} ${t('amountsRounded', { count: amountsRounded })}`
          : t('imported'),
      )
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
      show('success', t('backedUp', { name: made.name }))
    } catch {
      show('error', t('exportFailed'))
    }
  }

  return (
    <div className="admin-columns">
      <section className="card admin-panel">
        <h3>{t('exportTitle')}</h3>
        <p className="muted">{t('exportExplain')}</p>
        <button type="button" className="btn btn-primary" onClick={() => onExport()}>
          {t('export')}
        </button>
        <p className="muted">{t('fullExplain')}</p>
        <button type="button" className="btn btn-outline" onClick={() => onExport(true)}>
          {t('full')}
        </button>
      </section>
      <section className="card admin-panel">
        <h3>{t('importTitle')}</h3>
        <p className="muted">{t('importText')}</p>
        <label className="field">
          {t('file')}
          <input
            ref={input}
            type="file"
            accept="application/gzip,.gz,application/json,.json"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
      </section>
      <section className="card admin-panel span-2">
        <div className="panel-head">
          <h3>{t('storedTitle')}</h3>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={backUpNow.isPending}
            onClick={() => void onBackUpNow()}
          >
            {t('backUpNow')}
          </button>
        </div>
        <p className="muted small">{t('schedule')}</p>
        {!!stored.data?.length && <LastBackups backups={stored.data} />}
        {stored.data?.length === 0 && <p className="muted">{t('noneStored')}</p>}
        {!!stored.data?.length && (
          <ScrollRegion label={t('storedTitle')}>
            <table className="admin-table compact">
              <thead>
                <tr>
                  <th>{t('backup')}</th>
                  <th>{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {stored.data.map((b) => (
                  <tr key={b.name}>
                    {/* The day, the time, then the kind and size: two columns fit a phone. */}
                    <td title={b.name}>
                      <span className="nowrap">{date(b.uploaded)}</span>{' '}
                      <span className="nowrap">{shortTime(b.uploaded)}</span>
                      <span className="block muted small">
                        {t(b.kind === 'manual' ? 'manual' : 'daily')}
                        {separator(i18n.language)}
                        <span className="nowrap">{fileSize(b.size)}</span>
                      </span>
                    </td>
                    <td className="row-actions stacked">
                      <a
                        className="btn btn-outline btn-sm"
                        href={backupDownloadUrl(b.name)}
                        download={b.name}
                      >
                        {t('download')}
                      </a>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        onClick={() => setPending({ kind: 'stored', name: b.name })}
                      >
                        {t('restore')}
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
          title={t('confirmTitle')}
          message={progress ?? t('confirmText', { name: pending.name })}
          confirmLabel={t('confirm')}
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
  const { t } = useTranslation('admin-data', { keyPrefix: 'backup' })
  const [latest] = backups
  const manual = backups.find((b) => b.kind === 'manual')
  if (!latest) return null
  return (
    <p className="small">
      {t('last')} <strong>{dateTime(latest.uploaded)}</strong>
      {separator(i18n.language)}
      {t('lastManual')} <strong>{manual ? dateTime(manual.uploaded) : t('noneYet')}</strong>
    </p>
  )
}
