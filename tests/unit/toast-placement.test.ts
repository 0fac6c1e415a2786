import { describe, expect, it } from 'vitest'

import { toastEdge } from '@/domain/toast-placement'

describe('toastEdge', () => {
  it('keeps toasts at the bottom while nothing is being filled in', () => {
    expect(toastEdge(null, 800)).toBe('bottom')
  })

  it('keeps them at the bottom for a field in the upper half of the screen', () => {
    expect(toastEdge({ top: 100, bottom: 150 }, 800)).toBe('bottom')
  })

  it('moves them to the top for a field in the lower half, where a bottom toast would cover it', () => {
    expect(toastEdge({ top: 700, bottom: 750 }, 800)).toBe('top')
  })

  it('decides by the middle of the field, so a tall field straddling the centre goes by where most of it is', () => {
    expect(toastEdge({ top: 300, bottom: 480 }, 800)).toBe('bottom')
    expect(toastEdge({ top: 340, bottom: 520 }, 800)).toBe('top')
  })
})
