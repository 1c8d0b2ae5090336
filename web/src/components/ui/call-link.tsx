// A phone number a tap dials, kept left to right inside Arabic text. `children`: the number as a
// sentence's <num> tag writes it (Trans), else the number itself.
import type { ReactNode } from 'react'
import { telUrl } from '@domain/contact-links'

export function CallLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return (
    <a href={telUrl(phone)} dir="ltr">
      {children ?? phone}
    </a>
  )
}
