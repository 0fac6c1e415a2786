import { describe, expect, it } from 'vitest'
import {
  PROJECT_STATUSES,
  STATUS_LABELS,
  StatusTransitionError,
  allowedTransitions,
  appendStatusChange,
  assertTransition,
  canTransition,
  isProjectStatus,
  statusLabel,
  statusPosition,
  type StatusActor,
  type StatusMachineKind,
} from '@/domain/project-status'

const ACTORS: StatusActor[] = ['staff', 'owner', 'reviewer', 'gateway']
const KINDS: StatusMachineKind[] = ['project', 'order']

// The status tables, written out independently of the module: `from>to` -> actor -> label.
const EXPECTED: Record<StatusMachineKind, Record<string, Partial<Record<StatusActor, string>>>> = {
  project: {
    'pending>proposal_sent': { staff: 'Send proposal' },
    'proposal_sent>awaiting_confirmation': {
      reviewer: 'Finalise project',
      owner: 'Finalise project',
    },
    'awaiting_confirmation>proposal_sent': { staff: 'Revise proposal' },
    'awaiting_confirmation>awaiting_payment': { staff: 'Confirm and request payment' },
    'awaiting_payment>completed': { gateway: 'Mark paid', staff: 'Mark invoice paid' },
  },
  order: {
    'pending>proposal_sent': { staff: 'Request artwork approval' },
    'proposal_sent>awaiting_confirmation': {
      reviewer: 'Approve all artwork',
      owner: 'Approve all artwork',
    },
    'awaiting_confirmation>proposal_sent': { staff: 'Revise artwork' },
    'awaiting_confirmation>awaiting_payment': { staff: 'Start production' },
    'awaiting_payment>completed': { staff: 'Goods received' },
  },
}

const everyCombination = KINDS.flatMap((kind) =>
  PROJECT_STATUSES.flatMap((from) =>
    PROJECT_STATUSES.flatMap((to) =>
      ACTORS.map((actor) => ({
        kind,
        from,
        to,
        actor,
        label: EXPECTED[kind][`${from}>${to}`]?.[actor],
      })),
    ),
  ),
)

describe('statuses and labels', () => {
  it('lists the five statuses in workflow order', () => {
    expect(PROJECT_STATUSES).toEqual(['pending', 'proposal_sent', 'awaiting_confirmation', 'awaiting_payment', 'completed'])
  })

  it('labels every status', () => {
    expect(STATUS_LABELS).toEqual({
      pending: 'Pending',
      proposal_sent: 'Proposal Sent',
      awaiting_confirmation: 'Awaiting Confirmation',
      awaiting_payment: 'Awaiting Payment',
      completed: 'Completed',
    })
    expect(statusLabel('awaiting_payment')).toBe('Awaiting Payment')
  })

  it('shows an unknown status as stored', () => {
    expect(statusLabel('archived')).toBe('archived')
    expect(statusLabel('')).toBe('')
  })

  it('gives each status its position in the sequence', () => {
    expect(PROJECT_STATUSES.map(statusPosition)).toEqual([0, 1, 2, 3, 4])
    expect(statusPosition('archived')).toBe(-1)
    expect(statusPosition('Pending')).toBe(-1)
  })

  it('recognises only the five statuses', () => {
    for (const status of PROJECT_STATUSES) expect(isProjectStatus(status)).toBe(true)
    for (const other of ['Pending', 'archived', '', null, undefined, 0, {}, ['pending']]) {
      expect(isProjectStatus(other)).toBe(false)
    }
  })

  it('does not treat inherited object keys as statuses', () => {
    expect(isProjectStatus('toString')).toBe(false)
    expect(statusLabel('constructor')).toBe('constructor')
  })
})

describe.each(everyCombination)('$kind: $from -> $to by $actor', ({ kind, from, to, actor, label }) => {
  const allowed = label !== undefined

  it(allowed ? `is allowed as "${label}"` : 'is refused', () => {
    expect(canTransition(kind, from, to, actor)).toBe(allowed)
    const offered = allowedTransitions(kind, from, actor).find((t) => t.to === to)
    expect(offered?.label).toBe(label)
    if (allowed) {
      expect(() => assertTransition(kind, from, to, actor)).not.toThrow()
    } else {
      expect(() => assertTransition(kind, from, to, actor)).toThrow(StatusTransitionError)
    }
  })
})

describe('allowedTransitions', () => {
  it('offers exactly the transitions in the table, nothing more', () => {
    for (const kind of KINDS) {
      for (const from of PROJECT_STATUSES) {
        for (const actor of ACTORS) {
          const expected = PROJECT_STATUSES.flatMap((to) => {
            const label = EXPECTED[kind][`${from}>${to}`]?.[actor]
            return label ? [{ to, label }] : []
          })
          expect(allowedTransitions(kind, from, actor)).toEqual(expect.arrayContaining(expected))
          expect(allowedTransitions(kind, from, actor)).toHaveLength(expected.length)
        }
      }
    }
  })

  it('lets staff either revise or confirm a project awaiting confirmation', () => {
    expect(allowedTransitions('project', 'awaiting_confirmation', 'staff')).toEqual([
      { to: 'proposal_sent', label: 'Revise proposal' },
      { to: 'awaiting_payment', label: 'Confirm and request payment' },
    ])
  })

  it('offers nothing from completed or an unknown status', () => {
    for (const kind of KINDS) {
      for (const actor of ACTORS) {
        expect(allowedTransitions(kind, 'completed', actor)).toEqual([])
        expect(allowedTransitions(kind, 'archived', actor)).toEqual([])
      }
    }
  })
})

describe('canTransition', () => {
  it('never counts staying in the same status as a change', () => {
    for (const kind of KINDS) {
      for (const status of PROJECT_STATUSES) {
        for (const actor of ACTORS) expect(canTransition(kind, status, status, actor)).toBe(false)
      }
    }
  })

  it('refuses unknown statuses', () => {
    expect(canTransition('project', 'archived', 'pending', 'staff')).toBe(false)
    expect(canTransition('project', 'pending', 'archived', 'staff')).toBe(false)
  })

  it('does not let the payment gateway complete an order', () => {
    expect(canTransition('project', 'awaiting_payment', 'completed', 'gateway')).toBe(true)
    expect(canTransition('order', 'awaiting_payment', 'completed', 'gateway')).toBe(false)
  })
})

describe('assertTransition', () => {
  function errorFrom(fn: () => void): StatusTransitionError {
    try {
      fn()
    } catch (error) {
      if (error instanceof StatusTransitionError) return error
      throw error
    }
    throw new Error('expected a StatusTransitionError')
  }

  it('explains a transition that does not exist', () => {
    const error = errorFrom(() => assertTransition('project', 'pending', 'completed', 'staff'))
    expect(error.message).toBe('A project cannot move from "Pending" to "Completed".')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('StatusTransitionError')
    expect(error).toMatchObject({ from: 'pending', to: 'completed', actor: 'staff' })
  })

  it('says who may make a transition the actor is not allowed to make', () => {
    expect(errorFrom(() => assertTransition('project', 'awaiting_confirmation', 'awaiting_payment', 'owner')).message).toBe(
      'Only staff can move a project from "Awaiting Confirmation" to "Awaiting Payment".',
    )
    expect(errorFrom(() => assertTransition('order', 'awaiting_payment', 'completed', 'gateway')).message).toBe(
      'Only staff can move an order from "Awaiting Payment" to "Completed".',
    )
  })

  it('names every actor allowed when there are several', () => {
    const message = errorFrom(() => assertTransition('project', 'proposal_sent', 'awaiting_confirmation', 'staff')).message
    expect(message).toBe('Only a reviewer or the owner can move a project from "Proposal Sent" to "Awaiting Confirmation".')
    const paid = errorFrom(() => assertTransition('project', 'awaiting_payment', 'completed', 'owner')).message
    expect(paid).toBe('Only the payment gateway or staff can move a project from "Awaiting Payment" to "Completed".')
  })

  it('names the order kind in order messages', () => {
    expect(errorFrom(() => assertTransition('order', 'pending', 'completed', 'staff')).message).toBe(
      'An order cannot move from "Pending" to "Completed".',
    )
    expect(errorFrom(() => assertTransition('order', 'proposal_sent', 'proposal_sent', 'staff')).message).toBe(
      'The order is already "Proposal Sent".',
    )
  })

  it('says a status is unknown', () => {
    expect(errorFrom(() => assertTransition('project', 'archived', 'pending', 'staff')).message).toBe('"archived" is not a known project status.')
    expect(errorFrom(() => assertTransition('order', 'pending', 'shipped', 'staff')).message).toBe('"shipped" is not a known order status.')
  })
})

describe('appendStatusChange', () => {
  const now = new Date('2025-03-04T05:06:07.089Z')

  it('appends an ISO-timestamped entry without changing the original log', () => {
    const log = [{ timestamp: '2025-01-01T00:00:00.000Z', status: 'pending' }]
    const next = appendStatusChange(log, 'proposal_sent', now)
    expect(next).toEqual([
      { timestamp: '2025-01-01T00:00:00.000Z', status: 'pending' },
      { timestamp: '2025-03-04T05:06:07.089Z', status: 'proposal_sent' },
    ])
    expect(next).not.toBe(log)
    expect(log).toHaveLength(1)
  })

  it.each([null, undefined])('starts a new log from %s', (log) => {
    expect(appendStatusChange(log, 'pending', now)).toEqual([{ timestamp: '2025-03-04T05:06:07.089Z', status: 'pending' }])
  })
})
