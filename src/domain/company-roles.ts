/**
 * What each member of a company may do. A company owns what a single customer used to own; a
 * membership gives one customer one role in it. Every door (pages, server actions, REST, GraphQL,
 * API keys) asks `roleAllows`, so this table is the one place a permission is granted.
 */
export const COMPANY_ROLES = ['owner', 'admin', 'finance', 'approver', 'requester', 'viewer'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const COMPANY_ACTIONS = [
  /** See the company's projects, orders, inventory, shipments and links. */
  'read',
  /** Rename the company and change its settings (email domain joining, approval rules). */
  'manageSettings',
  /** Invite, remove and change the role of members. */
  'manageMembers',
  /** See invoices and what the company spends. */
  'readSpend',
  /** Pay for a project and set budgets. */
  'pay',
  /** Approve or decline a request held for approval. */
  'approve',
  /** Create projects, shipments, recipients and recipient links, within budget. */
  'request',
] as const
export type CompanyAction = (typeof COMPANY_ACTIONS)[number]

const GRANTS: Record<CompanyRole, readonly CompanyAction[]> = {
  owner: COMPANY_ACTIONS,
  admin: ['read', 'manageSettings', 'manageMembers', 'request'],
  finance: ['read', 'readSpend', 'pay', 'approve'],
  approver: ['read', 'approve', 'request'],
  requester: ['read', 'request'],
  viewer: ['read'],
}

export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  finance: 'Finance',
  approver: 'Approver',
  requester: 'Requester',
  viewer: 'Viewer',
}

/** What each role may do, in the words the Members page shows. */
export const ROLE_SUMMARIES: Record<CompanyRole, string> = {
  owner: 'Everything, including the company’s owners, money and settings.',
  admin: 'Manages members and settings, and makes requests.',
  finance: 'Pays, sees invoices and spend, and approves.',
  approver: 'Approves requests, and makes requests.',
  requester: 'Creates projects, shipments and links.',
  viewer: 'Sees everything the company has; changes nothing.',
}

export const isCompanyRole = (value: unknown): value is CompanyRole => COMPANY_ROLES.includes(value as CompanyRole)

/** Whether a member holding `role` may take `action`; an unknown or missing role may do nothing. */
export const roleAllows = (role: unknown, action: CompanyAction): boolean => isCompanyRole(role) && GRANTS[role].includes(action)

/** The roles that may take `action`, for building database filters from the table. */
export const rolesAllowed = (action: CompanyAction): CompanyRole[] => COMPANY_ROLES.filter((role) => GRANTS[role].includes(action))

export type MemberRole = { id: number | string; role: CompanyRole }

/**
 * The refusal for changing one member's role (or removing them, `to: null`), or null when the
 * company keeps at least one owner afterwards.
 */
export const roleChangeProblem = (members: readonly MemberRole[], memberId: number | string, to: CompanyRole | null): string | null => {
  const owners = members.filter((member) => member.role === 'owner' && String(member.id) !== String(memberId))
  if (to === 'owner' || owners.length > 0) return null
  return 'A company needs at least one owner: make someone else an owner first.'
}

/** Who asks for a member's change: their role in the company (null: none), and whether it is their own membership. */
export type MemberChange = { actor: CompanyRole | null; target: CompanyRole; to: CompanyRole | null; ownMembership: boolean }

/**
 * The refusal for a member changing another member's role to `to` (or removing them, `to: null`),
 * or null when their role allows it: owners and admins manage members, only an owner changes an
 * owner or makes one, and anyone may leave. Keeping an owner is roleChangeProblem's.
 */
export const memberChangeProblem = ({ actor, target, to, ownMembership }: MemberChange): string | null => {
  if (ownMembership && to === null) return null
  if (!roleAllows(actor, 'manageMembers')) return 'Only the company’s owners and admins can change its members.'
  if (actor !== 'owner' && (target === 'owner' || to === 'owner')) return 'Only an owner can change an owner’s role or make someone an owner.'
  return null
}

/** The name a customer's own company starts with: the company they gave, else their name, else their email. */
export const firstCompanyName = (customer: { company?: string | null; fullName?: string | null; email?: string | null }): string =>
  customer.company?.trim() || customer.fullName?.trim() || customer.email?.trim() || 'My company'
