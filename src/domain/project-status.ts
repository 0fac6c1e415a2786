// The five statuses shared by projects and orders, and who may move them along.

export const PROJECT_STATUSES = ['pending', 'proposal_sent', 'awaiting_confirmation', 'awaiting_payment', 'completed'] as const

export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

export const STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'Pending',
  proposal_sent: 'Proposal Sent',
  awaiting_confirmation: 'Awaiting Confirmation',
  awaiting_payment: 'Awaiting Payment',
  completed: 'Completed',
}

export function isProjectStatus(x: unknown): x is ProjectStatus {
  return typeof x === 'string' && (PROJECT_STATUSES as readonly string[]).includes(x)
}

// Unknown values come from stale data; show them rather than hide them.
export function statusLabel(status: string): string {
  return isProjectStatus(status) ? STATUS_LABELS[status] : status
}

export function statusPosition(status: string): number {
  return (PROJECT_STATUSES as readonly string[]).indexOf(status)
}

export type StatusActor = 'staff' | 'owner' | 'reviewer' | 'gateway'

export type StatusMachineKind = 'project' | 'order'

type Transition = {
  from: ProjectStatus
  to: ProjectStatus
  // Each actor allowed to make the move, with the action label they see.
  actors: Partial<Record<StatusActor, string>>
}

const TRANSITIONS: Record<StatusMachineKind, Transition[]> = {
  project: [
    { from: 'pending', to: 'proposal_sent', actors: { staff: 'Send proposal' } },
    {
      from: 'proposal_sent',
      to: 'awaiting_confirmation',
      actors: { reviewer: 'Finalise project', owner: 'Finalise project' },
    },
    { from: 'awaiting_confirmation', to: 'proposal_sent', actors: { staff: 'Revise proposal' } },
    {
      from: 'awaiting_confirmation',
      to: 'awaiting_payment',
      actors: { staff: 'Confirm and request payment' },
    },
    {
      from: 'awaiting_payment',
      to: 'completed',
      actors: { gateway: 'Mark paid', staff: 'Mark invoice paid' },
    },
  ],
  order: [
    { from: 'pending', to: 'proposal_sent', actors: { staff: 'Request artwork approval' } },
    {
      from: 'proposal_sent',
      to: 'awaiting_confirmation',
      actors: { reviewer: 'Approve all artwork', owner: 'Approve all artwork' },
    },
    { from: 'awaiting_confirmation', to: 'proposal_sent', actors: { staff: 'Revise artwork' } },
    {
      from: 'awaiting_confirmation',
      to: 'awaiting_payment',
      actors: { staff: 'Start production' },
    },
    { from: 'awaiting_payment', to: 'completed', actors: { staff: 'Goods received' } },
  ],
}

const ACTOR_NAMES: Record<StatusActor, string> = {
  staff: 'staff',
  owner: 'the owner',
  reviewer: 'a reviewer',
  gateway: 'the payment gateway',
}

function findTransition(kind: StatusMachineKind, from: string, to: string): Transition | undefined {
  return TRANSITIONS[kind].find((t) => t.from === from && t.to === to)
}

export function allowedTransitions(kind: StatusMachineKind, from: string, actor: StatusActor): { to: ProjectStatus; label: string }[] {
  return TRANSITIONS[kind].flatMap((t) => {
    const label = t.from === from ? t.actors[actor] : undefined
    return label ? [{ to: t.to, label }] : []
  })
}

export function canTransition(kind: StatusMachineKind, from: string, to: string, actor: StatusActor): boolean {
  return findTransition(kind, from, to)?.actors[actor] !== undefined
}

export class StatusTransitionError extends Error {
  readonly from: string
  readonly to: string
  readonly actor: StatusActor

  constructor(message: string, from: string, to: string, actor: StatusActor) {
    super(message)
    this.name = 'StatusTransitionError'
    this.from = from
    this.to = to
    this.actor = actor
  }
}

// For messages: "a project", "an order".
const WITH_ARTICLE: Record<StatusMachineKind, string> = { project: 'a project', order: 'an order' }

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function joinWithOr(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

export function assertTransition(kind: StatusMachineKind, from: string, to: string, actor: StatusActor): void {
  const problem = transitionProblem(kind, from, to, actor)
  if (problem) throw new StatusTransitionError(problem, from, to, actor)
}

// A plain-words reason the move is refused, or null when it is allowed.
function transitionProblem(kind: StatusMachineKind, from: string, to: string, actor: StatusActor): string | null {
  const unknown = [from, to].find((status) => !isProjectStatus(status))
  if (unknown !== undefined) return `"${unknown}" is not a known ${kind} status.`
  if (from === to) return `The ${kind} is already "${statusLabel(from)}".`
  const move = `from "${statusLabel(from)}" to "${statusLabel(to)}"`
  const transition = findTransition(kind, from, to)
  if (!transition) return `${capitalise(WITH_ARTICLE[kind])} cannot move ${move}.`
  if (transition.actors[actor] !== undefined) return null
  const who = joinWithOr(Object.keys(transition.actors).map((a) => ACTOR_NAMES[a as StatusActor]))
  return `Only ${who} can move ${WITH_ARTICLE[kind]} ${move}.`
}

export type StatusLogEntry = { timestamp: string; status: string }

// Returns a new array so callers can hand it straight to an update without mutating the loaded doc.
export function appendStatusChange(log: StatusLogEntry[] | null | undefined, status: string, now: Date): StatusLogEntry[] {
  return [...(log ?? []), { timestamp: now.toISOString(), status }]
}
