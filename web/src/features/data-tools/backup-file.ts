// Backup files in the browser: the download (name prefix plus date) and the format check on load.
export const BACKUP_FILE_PREFIX = 'moto-parts-backup'
export const ADVANCED_FILE_PREFIX = 'moto-parts-advanced-backup'

export function downloadJson(data: unknown, name: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export const backupFileName = (now: Date, kind = BACKUP_FILE_PREFIX) =>
  `${kind}-${now.toISOString().slice(0, 10)}.json`

/** A backup file is JSON with both a timestamp and a version. */
export function looksLikeBackup(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'timestamp' in value && 'version' in value
}
