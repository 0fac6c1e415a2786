'use client'

import { Loader2 } from 'lucide-react'
import { lazy, Suspense } from 'react'

import { Notice } from '@/components/ui/Notice'
import { Skeleton } from '@/components/ui/Skeleton'
import { useHydrated } from '@/components/ui/use-hydrated'

function ReferenceLoading() {
  return (
    <div aria-busy="true" className="rounded-2xl border border-line bg-white p-5">
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading the interactive reference…
      </p>
      <div className="mt-5 space-y-3" aria-hidden>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 rounded-xl border border-line p-3">
            <Skeleton className="h-7 w-16 rounded-md" />
            <Skeleton className="h-4 w-1/3 rounded" />
            <Skeleton className="ml-auto hidden h-4 w-1/4 rounded sm:block" />
          </div>
        ))}
      </div>
    </div>
  )
}

function ReferenceUnavailable() {
  return (
    <Notice tone="error" title="The interactive reference could not be loaded">
      <p>Check your connection and reload the page. The OpenAPI document above lists every endpoint meanwhile.</p>
    </Notice>
  )
}

// Swagger UI and its styles are fetched by this page alone, once it runs in the browser, so no other
// page's bundles carry them. A failed fetch shows a notice in its place rather than an error page.
const SwaggerReference = lazy(() =>
  import('./SwaggerReference').then(
    (module) => ({ default: module.SwaggerReference }),
    () => ({ default: ReferenceUnavailable }),
  ),
)

/** The interactive reference of the OpenAPI document at `documentUrl`, drawn in the browser only. */
export function ApiReference({ documentUrl }: { documentUrl: string }) {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={<ReferenceLoading />}>
      <SwaggerReference documentUrl={documentUrl} />
    </Suspense>
  ) : (
    <ReferenceLoading />
  )
}
