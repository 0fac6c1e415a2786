/** The shape of the projects list while it loads, so the page does not jump when it arrives. */
export function ProjectListSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading projects…
      </p>
      <div className="mt-6 h-11 w-56 animate-pulse rounded-full bg-sand" />
      <ul className="mt-6 space-y-3" aria-hidden>
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="flex items-center gap-4 rounded-2xl border border-line bg-white p-5">
            <div className="hidden size-11 animate-pulse rounded-xl bg-sand sm:block" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-1/2 animate-pulse rounded bg-sand" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-sand" />
            </div>
            <div className="hidden h-1.5 w-48 animate-pulse rounded-full bg-sand md:block" />
            <div className="h-8 w-20 animate-pulse rounded bg-sand" />
          </li>
        ))}
      </ul>
    </div>
  )
}
