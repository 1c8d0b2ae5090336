// Grey cards of a product card's size that hold the grid's place while a page of cards loads.
export function CardSkeletons({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="card card-skeleton"
          role={i === 0 ? 'status' : undefined}
          aria-label={i === 0 ? label : undefined}
          aria-hidden={i === 0 ? undefined : true}
        >
          <div className="card-media" />
          <div className="card-body">
            <span className="skeleton-line short" />
            <span className="skeleton-line" />
            <span className="skeleton-line" />
            <span className="skeleton-line short" />
          </div>
        </div>
      ))}
    </>
  )
}
