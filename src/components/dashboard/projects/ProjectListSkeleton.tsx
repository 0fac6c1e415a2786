import { ListSkeleton, Skeleton, SkeletonText } from '@/components/ui/Skeleton'

/** The shape of the projects list while it loads, so the page does not jump when it arrives. */
export function ProjectListSkeleton() {
  return (
    <ListSkeleton
      label="Loading projects…"
      rows={5}
      above={<Skeleton className="mt-6 h-11 w-56 rounded-full" />}
      listClassName="mt-6 space-y-3"
      row={
        <>
          <Skeleton className="hidden size-11 rounded-xl sm:block" />
          <SkeletonText />
          <Skeleton className="hidden h-1.5 w-48 rounded-full md:block" />
          <Skeleton className="h-8 w-20 rounded" />
        </>
      }
    />
  )
}
