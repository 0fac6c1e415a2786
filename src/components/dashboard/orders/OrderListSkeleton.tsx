import { ListSkeleton, Skeleton } from '@/components/ui/Skeleton'

/** The shape of the orders list while it loads: the filter bar and a few rows. */
export function OrderListSkeleton() {
  return (
    <ListSkeleton
      label="Loading orders…"
      rows={6}
      above={
        <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row" aria-hidden>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-10 flex-1 rounded-full sm:max-w-64" />
          ))}
        </div>
      }
      listClassName="mt-6 divide-y divide-line rounded-2xl border border-line bg-white"
      rowClassName="flex items-center gap-4 px-5 py-4"
      row={
        <>
          <Skeleton className="size-11 rounded-xl" />
          <Skeleton className="h-4 flex-1 rounded" />
          <Skeleton className="hidden h-5 w-24 rounded-full md:block" />
          <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
        </>
      }
    />
  )
}
