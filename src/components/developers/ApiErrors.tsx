import { Badge } from '@/components/ui/StatusBadge'
import { PROBLEM_KINDS, type ProblemKind, problem, problemAnchor } from '@/domain/public-api/problems'

import { Code } from './Code'

const KINDS = Object.keys(PROBLEM_KINDS) as ProblemKind[]

const EXAMPLE = JSON.stringify(problem('scope-missing', 'This needs the "read" scope, which this API key does not have.'), null, 2)

const statusTone = (status: number) => (status >= 500 ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200')

/**
 * Every kind of error the API answers, each at the anchor its problem's `type` points to, so a
 * developer following that link lands on what to do about it.
 */
export function ApiErrors({ id }: { id: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-40 lg:scroll-mt-28">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
        <div>
          <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
            Errors
          </h2>
          <p className="mt-3 text-pretty text-muted">
            Every error comes with its HTTP status as problem details (RFC 9457), <Code>application/problem+json</Code>. Branch on <Code>type</Code>,
            which names the kind and links here; log <Code>detail</Code>, which says what went wrong this time. A request that is not valid also lists
            each wrong parameter in <Code>errors</Code>.
          </p>
        </div>
        <figure className="min-w-0">
          <pre className="rounded-2xl bg-ink p-5 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-white sm:text-sm">
            {EXAMPLE}
          </pre>
          <figcaption className="mt-2 text-xs text-muted">A key without the scope a route needs, answered with 403.</figcaption>
        </figure>
      </div>
      <ul className="mt-8 grid gap-3 md:grid-cols-2">
        {KINDS.map((kind) => {
          const { status, title, remedy } = PROBLEM_KINDS[kind]
          return (
            <li
              key={kind}
              id={problemAnchor(kind)}
              className="scroll-mt-40 rounded-2xl border border-line bg-white p-5 target:border-accent target:ring-1 target:ring-accent lg:scroll-mt-28"
            >
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={statusTone(status)}>{status}</Badge>
                <a href={`#${problemAnchor(kind)}`} className="font-mono text-xs text-muted hover:text-ink">
                  {kind}
                </a>
              </div>
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-pretty text-muted">{remedy}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
