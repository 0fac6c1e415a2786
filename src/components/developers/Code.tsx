import type { ReactNode } from 'react'

/** A header, path or value as a developer types it, inside a sentence. */
export function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-sand px-1 py-0.5 font-mono text-[0.85em] text-ink">{children}</code>
}
