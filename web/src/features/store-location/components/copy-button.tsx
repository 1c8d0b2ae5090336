// Copies a contact detail; the tick stays for 2 seconds (storefront §9).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon'

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
      <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
      <span aria-live="polite">{t(`copy.${state}`)}</span>
    </button>
  )
}
