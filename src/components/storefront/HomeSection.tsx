import type { ReactNode } from 'react'

/**
 * A band of the home page below the hero, titled for screen readers and the eye alike; drawn
 * once it nears the viewport. `link` sits beside the title (to the band's full list).
 */
export function HomeSection({ id, title, link, children }: { id: string; title: string; link?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`
  const heading = (
    <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
      {title}
    </h2>
  )
  return (
    <section className="render-near-viewport mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby={headingId}>
      {link ? (
        <div className="flex items-end justify-between">
          {heading}
          {link}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
