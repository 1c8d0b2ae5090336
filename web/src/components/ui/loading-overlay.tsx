// Full-screen overlay shown while a screen or its translations load.
export function LoadingOverlay() {
  return (
    <div className="loading-overlay" role="status" aria-label="Loading">
      <Spinner />
    </div>
  )
}

export function Spinner({ label }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status" aria-label={label ?? 'Loading'}>
      <span className="spinner" />
    </div>
  )
}
