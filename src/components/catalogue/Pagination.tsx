import Link from 'next/link'
import { ChevronLeft, ChevronRight } from 'lucide-react'

type Props = {
  page: number
  totalPages: number
  /** The address of a page of this listing. */
  hrefFor: (page: number) => string
  label?: string
}

/** Page numbers to show: the first, the last and two either side of the current one. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1])
  if (page <= 3) [2, 3, 4].forEach((n) => wanted.add(n))
  if (page >= totalPages - 2) [totalPages - 3, totalPages - 2, totalPages - 1].forEach((n) => wanted.add(n))
  const pages = [...wanted].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  pages.forEach((n, index) => {
    if (index > 0 && n - pages[index - 1] > 1) result.push('gap')
    result.push(n)
  })
  return result
}

const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition-colors'

/** Previous, numbered and next page links; plain links, so it works without JavaScript. */
export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: Props) {
  if (totalPages <= 1) return null
  const previous = page > 1 ? page - 1 : null
  const next = page < totalPages ? page + 1 : null
  return (
    <nav aria-label={label} className="mt-14 flex items-center justify-center gap-1 sm:gap-2">
      {previous ? (
        <Link href={hrefFor(previous)} rel="prev" className={`${base} gap-1 border border-line bg-white hover:border-ink`}>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">Previous</span>
          <span className="sr-only"> page</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} gap-1 border border-line text-muted/60`}>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </span>
      )}
      <ol className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-muted" aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${base} bg-ink text-white`}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <Link href={hrefFor(item)} className={`${base} hover:bg-sand`}>
                  <span className="sr-only">Page </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link href={hrefFor(next)} rel="next" className={`${base} gap-1 border border-line bg-white hover:border-ink`}>
          <span className="sr-only sm:not-sr-only">Next</span>
          <span className="sr-only"> page</span>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} gap-1 border border-line text-muted/60`}>
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  )
}
