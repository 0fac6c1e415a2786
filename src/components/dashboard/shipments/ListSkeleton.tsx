/** A dashboard list's shape while its rows stream in, so the page does not jump when they arrive. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="space-y-4" aria-hidden>
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="rounded-2xl border border-line bg-white p-5">
            <div className="flex items-center gap-4">
              <div className="size-14 animate-pulse rounded-xl bg-sand" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-1/2 animate-pulse rounded bg-sand" />
                <div className="h-3 w-1/3 animate-pulse rounded bg-sand" />
              </div>
              <div className="hidden h-9 w-36 animate-pulse rounded-full bg-sand sm:block" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
