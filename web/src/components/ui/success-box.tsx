// A green confirmation box: the counterpart of the auth forms' red error box.
import type { ReactNode } from 'react'
import './success-box.css'

export function SuccessBox({ children }: { children: ReactNode }) {
  return (
    <p className="success-box" role="status">
      {children}
    </p>
  )
}
