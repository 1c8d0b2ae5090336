// Copies a contact detail; the tick stays for 2 seconds (storefront §9).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const COPIED_FOR_MS = 2000

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('store')
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <button
      type="button"
      className={`store-copy store-copy--${state}`}
      onClick={() => void copy()}
      aria-label={t('copy.label', { what: label })}
    >
      {state === 'copied' ? <TickIcon /> : <CopyIcon />}
      <span aria-live="polite">{t(`copy.${state}`)}</span>
    </button>
  )
}

// Inline icons: the copy and tick glyphs are missing from many system fonts.
const CopyIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </svg>
)

const TickIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
  >
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
)
