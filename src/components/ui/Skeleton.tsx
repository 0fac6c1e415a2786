import type { ReactNode } from 'react'

/** A grey block where content will appear, pulsing while it loads. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`animate-pulse bg-sand ${className}`} />
}

/** A title over a shorter line of text, filling the row's free width. */
export function SkeletonText() {
  return (
    <div className="flex-1 space-y-2">
      <Skeleton className="h-4 w-1/2 rounded" />
      <Skeleton className="h-3 w-1/3 rounded" />
    </div>
  )
}

/** A card's shape: picture, two lines of text and an action. */
const CARD_ROW = (
  <>
    <Skeleton className="size-14 rounded-xl" />
    <SkeletonText />
    <Skeleton className="hidden h-9 w-36 rounded-full sm:block" />
  </>
)

/**
 * A dashboard list's shape while its rows stream in, so the page does not jump when they arrive.
 * `label` is announced; `above` (a filter bar, say) and `row` (one row's blocks) draw that list's
 * own shape, cards by default.
 */
export function ListSkeleton({
  label,
  rows = 4,
  above,
  row = CARD_ROW,
  listClassName = 'space-y-4',
  rowClassName = 'flex items-center gap-4 rounded-2xl border border-line bg-white p-5',
}: {
  label: string
  rows?: number
  above?: ReactNode
  row?: ReactNode
  listClassName?: string
  rowClassName?: string
}) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      {above}
      <ul className={listClassName} aria-hidden>
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={rowClassName}>
            {row}
          </li>
        ))}
      </ul>
    </div>
  )
}
