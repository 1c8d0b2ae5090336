// Backup files in the browser: downloads (the worker streams the file and names it) and the
// check of a file chosen to import: a streamed file (.ndjson.gz, checked by the worker as it
// reads it) or a JSON file of 1.x (JSON with both a timestamp and a version).

/** Starts the download of an API address, as a link the admin clicked would. */
export function downloadFrom(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  link.click()
}

/** A streamed backup file: gzip, known by its first two bytes whatever the file is called. */
export async function isStreamedFile(file: File): Promise<boolean> {
  const [first, second] = new Uint8Array(await file.slice(0, 2).arrayBuffer())
  return first === 0x1f && second === 0x8b
}

/** A JSON backup file is JSON with both a timestamp and a version. */
export function looksLikeBackup(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'timestamp' in value && 'version' in value
}
