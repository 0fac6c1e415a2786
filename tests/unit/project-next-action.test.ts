import { describe, expect, it } from 'vitest'

import { nextProjectAction } from '@/domain/project-next-action'

const ORIGIN = 'https://swagly.example'
const project = (status: string, extra: { order?: number | null; shareKey?: string | null } = {}) => ({
  id: 4,
  status,
  shareKey: 'key',
  ...extra,
})

describe('nextProjectAction', () => {
  it('pending: we are preparing the proposal, nothing for the customer to press', () => {
    const next = nextProjectAction(ORIGIN, project('pending'))
    expect(next.title).toBe('We’re preparing your proposal')
    expect(next.action).toBeNull()
  })

  it('proposal sent: finalise through the share link', () => {
    expect(nextProjectAction(ORIGIN, project('proposal_sent')).action).toEqual({
      label: 'Finalise project',
      href: 'https://swagly.example/review/projects/4/finalise?key=key',
    })
  })

  it('awaiting confirmation: we are confirming the final price', () => {
    const next = nextProjectAction(ORIGIN, project('awaiting_confirmation'))
    expect(next.title).toBe('We’re confirming the final price')
    expect(next.action).toBeNull()
  })

  it('awaiting payment: pay through the payment link', () => {
    expect(nextProjectAction(ORIGIN, project('awaiting_payment')).action).toEqual({
      label: 'Pay now',
      href: 'https://swagly.example/review/projects/4/payment?key=key',
    })
  })

  it('completed: view the order it became', () => {
    expect(nextProjectAction(ORIGIN, project('completed', { order: 31 })).action).toEqual({
      label: 'View order',
      href: '/dashboard/orders/31',
    })
    expect(nextProjectAction(ORIGIN, project('completed', { order: null })).action).toBeNull()
  })

  it('offers no button when the share key is not readable', () => {
    expect(nextProjectAction(ORIGIN, project('proposal_sent', { shareKey: null })).action).toBeNull()
  })

  it('says so for a status it does not know', () => {
    expect(nextProjectAction(ORIGIN, project('lost')).title).toBe('Status unknown')
  })
})
