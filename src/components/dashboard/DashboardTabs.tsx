'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { type HiddenEnds, hiddenEnds, scrollLeftCentring } from '@/domain/scroll-row'
import { DASHBOARD_NAV, isCurrentSection } from './dashboard-nav'

const FADE = '2rem'

// The row fades out, under a chevron, at each end that hides more tabs, so a cut-off tab reads as "scroll for more".
const fadeMask = ({ start, end }: HiddenEnds) => {
  if (!start && !end) return undefined
  const from = start ? `transparent, black ${FADE}` : 'black'
  const to = end ? `black calc(100% - ${FADE}), transparent` : 'black'
  return `linear-gradient(to right, ${from}, ${to})`
}

/** The section links on phones and tablets: one scrolling row, the current section brought into view. */
export function DashboardTabs() {
  const pathname = usePathname()
  const row = useRef<HTMLElement>(null)
  const [ends, setEnds] = useState<HiddenEnds>({ start: false, end: false })

  useEffect(() => {
    const element = row.current
    if (!element) return
    const update = () => setEnds(hiddenEnds(element))
    update()
    element.addEventListener('scroll', update, { passive: true })
    const resize = new ResizeObserver(update)
    resize.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      resize.disconnect()
    }
  }, [])

  useEffect(() => {
    const element = row.current
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!element || !current) return
    element.scrollTo({ left: scrollLeftCentring({ offsetLeft: current.offsetLeft, width: current.offsetWidth }, element) })
  }, [pathname])

  const mask = fadeMask(ends)
  return (
    <div className="relative">
      <nav
        ref={row}
        aria-label="Dashboard"
        data-hidden-start={ends.start}
        data-hidden-end={ends.end}
        style={{ maskImage: mask, WebkitMaskImage: mask }}
        className="flex gap-1 overflow-x-auto px-4 pb-2 text-sm [scrollbar-width:none] sm:px-6"
      >
        {DASHBOARD_NAV.map(({ href, label }) => {
          const current = isCurrentSection(pathname, href)
          return (
            <Link
              key={href}
              href={href}
              aria-current={current ? 'page' : undefined}
              className={`shrink-0 rounded-full px-3.5 py-1.5 whitespace-nowrap ${current ? 'bg-ink text-white' : 'text-muted hover:bg-sand hover:text-ink'}`}
            >
              {label}
            </Link>
          )
        })}
      </nav>
      {ends.start ? <ChevronLeft aria-hidden className="pointer-events-none absolute top-2 left-1 size-4 text-muted" /> : null}
      {ends.end ? <ChevronRight aria-hidden className="pointer-events-none absolute top-2 right-1 size-4 text-muted" /> : null}
    </div>
  )
}
