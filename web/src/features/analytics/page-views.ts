// The storefront's visit tracker. A session is kept in browser storage and reused while its last
// activity is under 30 minutes old; each route is a page view; the session ends after 30 minutes
// without one (the countdown pauses while the tab is hidden) and on unload (sendBeacon). A reload
// inside the 30 minutes resumes the same session. Admin pages are not visits. A chunk of its own,
// loaded after the first paint (tracker.ts).
import { isSessionActive, SESSION_TIMEOUT_MS } from '@domain/visitor-session'
import { apiUrl } from '@/lib/api-client'
import { readStorage, removeStorage, writeStorage } from '@/lib/storage'

const VISITOR_KEY = 'bmp.visitor'
const SESSION_KEY = 'bmp.session'
const endpoint = apiUrl('/api/analytics/sessions')

interface StoredSession {
  id: string
  lastActivity: number
}

const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

let announced: string | null = null // the session this page load has told the server about
let timer: ReturnType<typeof setTimeout> | undefined
let remaining = SESSION_TIMEOUT_MS
let countdownFrom = 0

const post = (url: string, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })

function endSession() {
  const session = readStorage<StoredSession | null>(SESSION_KEY, null)
  if (session) navigator.sendBeacon(`${endpoint}/${session.id}/end`)
}

function startCountdown() {
  clearTimeout(timer)
  countdownFrom = Date.now()
  timer = setTimeout(() => {
    endSession()
    removeStorage(SESSION_KEY)
    announced = null
  }, remaining)
}

function onVisibilityChange() {
  if (!readStorage<StoredSession | null>(SESSION_KEY, null)) return
  if (document.visibilityState === 'hidden') {
    clearTimeout(timer)
    remaining -= Date.now() - countdownFrom
  } else startCountdown()
}

/** Records a view of `page`, starting or resuming the visitor's session. */
export async function trackPage(page: string) {
  listenOnce()
  const now = Date.now()
  let session = readStorage<StoredSession | null>(SESSION_KEY, null)
  if (!session || !isSessionActive(session.lastActivity, now))
    session = { id: newId(), lastActivity: now }
  writeStorage(SESSION_KEY, { ...session, lastActivity: now })
  remaining = SESSION_TIMEOUT_MS
  startCountdown()
  try {
    if (announced !== session.id) {
      const known = readStorage<string | null>(VISITOR_KEY, null)
      const visitorId = known ?? newId()
      if (!known) writeStorage(VISITOR_KEY, visitorId)
      await post(endpoint, {
        id: session.id,
        visitorId,
        referrer: document.referrer.slice(0, 500),
        isReturningVisitor: known !== null,
      })
      announced = session.id
    }
    const response = await post(`${endpoint}/${session.id}/views`, { page: page.slice(0, 200) })
    // The server dropped the session (history cap): the next page starts a new one.
    if (response.status === 404) {
      removeStorage(SESSION_KEY)
      announced = null
    }
  } catch {
    // Analytics never get in a shopper's way.
  }
}

let listening = false
function listenOnce() {
  if (listening) return
  listening = true
  document.addEventListener('visibilitychange', onVisibilityChange)
  window.addEventListener('pagehide', endSession)
}

/** This browser's visitor session while it is still going (the dashboard's "current session"). */
export function currentSessionId(now = Date.now()): string | null {
  const session = readStorage<StoredSession | null>(SESSION_KEY, null)
  return session && isSessionActive(session.lastActivity, now) ? session.id : null
}
