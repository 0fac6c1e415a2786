'use client'

import { useEffect, useState } from 'react'

/**
 * The layout grid over the page, for developers lining things up: Control+g toggles it;
 * 6 columns on small screens, 12 from medium width up. The root layout renders it in development only.
 */
export function GridOverlay() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (event.ctrlKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'g') {
        event.preventDefault()
        setVisible((shown) => !shown)
      }
    }
    window.addEventListener('keydown', toggle)
    return () => window.removeEventListener('keydown', toggle)
  }, [])

  if (!visible) return null
  return (
    <div aria-hidden data-testid="grid-overlay" className="pointer-events-none fixed inset-0 z-[100]">
      <div className="mx-auto grid h-full max-w-7xl grid-cols-6 gap-4 px-4 sm:px-6 md:grid-cols-12 lg:px-8">
        {Array.from({ length: 12 }, (_, column) => (
          <div key={column} className={`h-full bg-accent/10 ${column >= 6 ? 'hidden md:block' : ''}`} />
        ))}
      </div>
    </div>
  )
}
