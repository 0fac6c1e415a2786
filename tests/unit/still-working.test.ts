import { afterEach, describe, expect, it, vi } from 'vitest'

import { stillWorking } from '../../scripts/still-working.mjs'

afterEach(() => vi.useRealTimers())

describe('the still-working line of npm start', () => {
  it('says every 15 s what is running and for how long, until stopped', () => {
    vi.useFakeTimers()
    const lines: string[] = []
    const stop = stillWorking('building', { write: (line: string) => lines.push(line) > 0 })
    vi.advanceTimersByTime(14_999)
    expect(lines).toEqual([])
    vi.advanceTimersByTime(30_001)
    expect(lines).toEqual(['  … still building, 15 s so far\n', '  … still building, 30 s so far\n', '  … still building, 45 s so far\n'])
    stop()
    vi.advanceTimersByTime(60_000)
    expect(lines).toHaveLength(3)
  })
})
