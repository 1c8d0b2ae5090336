// A wide table's horizontal scroller that keyboard users can reach: focusable and named, since a
// table of plain text has nothing else to take the focus (WCAG 2.1.1, axe's
// scrollable-region-focusable).
import type { ReactNode } from 'react'

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must take focus to be scrolled from the keyboard
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
