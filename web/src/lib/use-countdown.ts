// Seconds left until a moment (a timestamp in ms), ticking once a second: resend waits, expiry.
import { useEffect, useState } from 'react'

const secondsUntil = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))

export function useCountdown(until: number | null): number {
  const [, tick] = useState(0)
  useEffect(() => {
    if (until === null) return
    const timer = setInterval(() => {
      tick((n) => n + 1)
      if (secondsUntil(until) === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return secondsUntil(until)
}
