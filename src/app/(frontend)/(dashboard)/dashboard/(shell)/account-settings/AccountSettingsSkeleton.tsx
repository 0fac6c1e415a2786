import { Skeleton } from '@/components/ui/Skeleton'

/** Account settings while the customer's details load: the same shape, quietly pulsing. */
export function AccountSettingsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading account settings" className="mt-8 space-y-10">
      {[3, 2, 2].map((fields, section) => (
        <div key={section} className="grid gap-4 lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] lg:gap-10">
          <div className="space-y-2">
            <Skeleton className="h-5 w-32 rounded-lg" />
            <Skeleton className="h-4 w-48 rounded-lg" />
          </div>
          <div className="space-y-4 rounded-2xl border border-line bg-white p-6">
            {Array.from({ length: fields }, (_, field) => (
              <div key={field} className="space-y-2">
                <Skeleton className="h-4 w-24 rounded-lg" />
                <Skeleton className="h-11 w-full rounded-lg" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
