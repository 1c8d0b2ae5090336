// Browser storage that never throws (private mode, full quota, corrupt JSON).
/** What this app stored under `key`, or `fallback` when there is nothing (or nothing readable). */
export function readStorage<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key)
    return raw === null ? fallback : ((JSON.parse(raw) as T | null) ?? fallback)
  } catch {
    return fallback
  }
}

export function writeStorage(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the value lives for this page only.
  }
}

export function removeStorage(key: string) {
  try {
    localStorage.removeItem(key)
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
