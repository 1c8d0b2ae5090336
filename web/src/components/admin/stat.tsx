// One headline number of the dashboard.
export function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="card stat">
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
    </div>
  )
}
