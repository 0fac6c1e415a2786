/** A grey block where content will appear, pulsing while it loads. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`animate-pulse bg-sand ${className}`} />
}

/** A dashboard list's shape while its rows stream in, so the page does not jump when they arrive. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="space-y-4" aria-hidden>
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="rounded-2xl border border-line bg-white p-5">
            <div className="flex items-center gap-4">
              <Skeleton className="size-14 rounded-xl" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2 rounded" />
                <Skeleton className="h-3 w-1/3 rounded" />
              </div>
              <Skeleton className="hidden h-9 w-36 rounded-full sm:block" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
