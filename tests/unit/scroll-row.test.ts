import { describe, expect, it } from 'vitest'

import { hiddenEnds, scrollLeftCentring } from '@/domain/scroll-row'

describe('hiddenEnds', () => {
  it('hides nothing when the row fits', () => {
    expect(hiddenEnds({ scrollLeft: 0, clientWidth: 390, scrollWidth: 390 })).toEqual({ start: false, end: false })
  })

  it('hides the end of a wide row scrolled to its start', () => {
    expect(hiddenEnds({ scrollLeft: 0, clientWidth: 390, scrollWidth: 480 })).toEqual({ start: false, end: true })
  })

  it('hides both ends in the middle, and only the start at the far end', () => {
    expect(hiddenEnds({ scrollLeft: 40, clientWidth: 390, scrollWidth: 480 })).toEqual({ start: true, end: true })
    expect(hiddenEnds({ scrollLeft: 90, clientWidth: 390, scrollWidth: 480 })).toEqual({ start: true, end: false })
  })

  it('counts a fractional position within a pixel of the end as the end', () => {
    expect(hiddenEnds({ scrollLeft: 89.5, clientWidth: 390, scrollWidth: 480 })).toEqual({ start: true, end: false })
    expect(hiddenEnds({ scrollLeft: 0.5, clientWidth: 390, scrollWidth: 480 })).toEqual({ start: false, end: true })
  })
})

describe('scrollLeftCentring', () => {
  const row = { clientWidth: 390, scrollWidth: 480 }

  it('stays at the start for a link near the start', () => {
    expect(scrollLeftCentring({ offsetLeft: 16, width: 80 }, row)).toBe(0)
  })

  it('scrolls no further than the end for the last link', () => {
    expect(scrollLeftCentring({ offsetLeft: 400, width: 70 }, row)).toBe(90)
  })

  it('centres a link in the middle when the row allows it', () => {
    expect(scrollLeftCentring({ offsetLeft: 200, width: 80 }, { clientWidth: 300, scrollWidth: 600 })).toBe(90)
  })

  it('never scrolls a row that fits', () => {
    expect(scrollLeftCentring({ offsetLeft: 200, width: 80 }, { clientWidth: 390, scrollWidth: 390 })).toBe(0)
  })
})
