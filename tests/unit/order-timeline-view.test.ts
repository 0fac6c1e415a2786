import { describe, expect, it } from 'vitest'

import { planTimeline } from '@/domain/production-timeline'
import { timelineView } from '@/features/dashboard/order-timeline'

const stored = (actualDates: Record<string, string> = {}) => ({
  approvedOn: '2026-11-02T00:00:00.000Z',
  inHandsDate: '2026-11-30T00:00:00.000Z',
  meetsInHandsDate: true,
  stages: planTimeline({ approvedOn: '2026-11-02', leadTimeDays: 10, state: 'NSW' }, actualDates).map((s) => ({
    id: s.stage,
    stage: s.stage,
    plannedDate: `${s.plannedDate}T00:00:00.000Z`,
    actualDate: s.actualDate ? `${s.actualDate}T00:00:00.000Z` : null,
  })),
})

describe('timelineView', () => {
  it('is null until the timeline is planned', () => {
    expect(timelineView(null, new Date())).toBeNull()
    expect(timelineView({ approvedOn: null, stages: [] }, new Date())).toBeNull()
  })

  it('marks done stages, the current one and those to come', () => {
    const view = timelineView(stored({ production: '2026-11-16' }), new Date('2026-11-16T23:00:00Z'))!
    expect(view.stages.map((s) => [s.label, s.progress])).toEqual([
      ['Production', 'done'],
      ['Quality check', 'current'],
      ['Received at the warehouse', 'upcoming'],
      ['Ready to ship', 'upcoming'],
    ])
  })

  it('is complete once every stage is done, and not before', () => {
    const all = { production: '2026-11-16', quality_check: '2026-11-17', received: '2026-11-19', ready_to_ship: '2026-11-19' }
    const view = timelineView(stored(all), new Date('2026-11-25T00:00:00Z'))!
    expect(view.complete).toBe(true)
    expect(view.stages.map((s) => s.progress)).toEqual(['done', 'done', 'done', 'done'])
    expect(timelineView(stored({ production: '2026-11-16' }), new Date('2026-11-25T00:00:00Z'))!.complete).toBe(false)
  })

  it('shows the next stage as overdue once its day has passed in Sydney', () => {
    // 18 Nov in Sydney; production was planned for the 16th.
    expect(timelineView(stored(), new Date('2026-11-17T14:00:00Z'))!.stages[0]!.progress).toBe('overdue')
    expect(timelineView(stored(), new Date('2026-11-16T10:00:00Z'))!.stages[0]!.progress).toBe('current')
  })
})
