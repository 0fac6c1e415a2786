// A row of links wider than the screen scrolls sideways; these say which ends hide part of it
// (where a fade shows there is more) and where to scroll so the current link is in view.

export type RowMetrics = { scrollLeft: number; clientWidth: number; scrollWidth: number }

export type HiddenEnds = { start: boolean; end: boolean }

// Browsers report fractional scroll positions, so a pixel either way counts as the very end.
const SLACK = 1

export function hiddenEnds({ scrollLeft, clientWidth, scrollWidth }: RowMetrics): HiddenEnds {
  return { start: scrollLeft > SLACK, end: scrollLeft + clientWidth < scrollWidth - SLACK }
}

/** The scroll position that centres a link (its offset and width in the row), kept within the row. */
export function scrollLeftCentring(link: { offsetLeft: number; width: number }, row: Omit<RowMetrics, 'scrollLeft'>): number {
  const centred = link.offsetLeft - (row.clientWidth - link.width) / 2
  return Math.min(Math.max(0, centred), Math.max(0, row.scrollWidth - row.clientWidth))
}
