import type { ReactNode } from 'react'

/** The head of one of the customer's documents: its name and state, a line of facts, its actions on the right. */
export function DetailHeader({ title, badge, facts, actions }: { title: string; badge: ReactNode; facts: ReactNode; actions: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          {badge}
        </div>
        <p className="mt-1.5 text-sm text-muted">{facts}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 self-start">{actions}</div>
    </header>
  )
}
