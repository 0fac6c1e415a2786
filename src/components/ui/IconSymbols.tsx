import type { LucideIcon } from 'lucide-react'

/**
 * Icons a long list repeats on every row, drawn once: `IconSymbols` holds each as an SVG symbol
 * and each row's `SymbolIcon` points at it, so a row carries one `<use>` instead of the icon's
 * paths, and the server renders each icon once per page rather than once per row.
 */
export function IconSymbols({ icons }: { icons: Readonly<Record<string, LucideIcon>> }) {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(icons).map(([id, Icon]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  )
}

/** One row's copy of an icon that `IconSymbols` on the same page holds. */
export function SymbolIcon({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden className={className} viewBox="0 0 24 24">
      <use href={`#${id}`} />
    </svg>
  )
}
