import Link from 'next/link'

import type { ParcelProblem } from '@/domain/insights/deliveries'

const OUTCOME_TONES: Record<ParcelProblem['outcome'], string> = {
  'Delivered after all': 'bg-emerald-50 text-emerald-800',
  'Returned to us': 'bg-rose-50 text-rose-800',
  'Still with the carrier': 'bg-amber-50 text-amber-900',
}

/** Parcels that ran into trouble, each with where it was going, what the carrier said and how it ended, linked to its shipment. */
export function ParcelProblemList({ problems, listed }: { problems: ParcelProblem[]; listed: number }) {
  return (
    <ul className="divide-y divide-line">
      {problems.slice(0, listed).map((problem) => (
        <li
          key={problem.shipment}
          className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <p className="text-sm">
              <Link href={`/dashboard/shipments/${problem.shipment}`} className="font-medium underline-offset-2 hover:underline">
                Shipment #{problem.shipment}
              </Link>
              <span className="text-muted"> to {problem.place}</span>
            </p>
            <p className="text-xs text-muted">{problem.problem}</p>
          </div>
          <span className={`inline-flex w-fit shrink-0 rounded-full px-2.5 py-1 text-xs font-medium ${OUTCOME_TONES[problem.outcome]}`}>
            {problem.outcome}
          </span>
        </li>
      ))}
    </ul>
  )
}
