import type { ReactNode } from 'react'

/** The top of a review page: what step this is, the project's name and one line of guidance. */
export function ReviewHeading({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <p className="text-xs font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children ? <div className="mt-3 max-w-2xl text-[15px] leading-relaxed text-muted">{children}</div> : null}
    </div>
  )
}
