import type { Payload, PayloadRequest } from 'payload'

import { isCompanyRole, roleAllows, type CompanyAction, type CompanyRole } from '@/domain/company-roles'
import { runStatement } from '@/platform/database/run-statement'
import { relationId } from '@/platform/relation-id'
import { chosenCompanyFrom } from '@/platform/session/active-company'

export type CompanyMembership = { company: number; role: CompanyRole }

// Access runs once per collection and operation, often several times per request, and the pages'
// local reads each make a request of their own for the same signed-in user: one lookup per user object.
const perUser = new WeakMap<object, Promise<CompanyMembership[]>>()

const lookUp = async (req: PayloadRequest, customerId: number | string): Promise<CompanyMembership[]> => {
  const { docs } = await req.payload.find({
    collection: 'memberships',
    where: { customer: { equals: customerId } },
    select: { company: true, role: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((doc) => {
    const company = relationId(doc.company)
    return company !== null && isCompanyRole(doc.role) ? [{ company, role: doc.role }] : []
  })
}

/**
 * A member's role in a company as it is now (null: not a member), read in the request's transaction
 * and never from the per-user cache: for decisions a role lost a second ago must not make.
 */
export const roleInCompanyNow = async (
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  company: number,
  customer: number,
): Promise<CompanyRole | null> => {
  const [row] = await runStatement(req, (sql) => sql`SELECT role FROM memberships WHERE company_id = ${company} AND customer_id = ${customer}`)
  return isCompanyRole(row?.role) ? row.role : null
}

/** The companies a customer belongs to and their role in each, oldest membership first. */
export const membershipsOf = (req: PayloadRequest, customerId: number | string): Promise<CompanyMembership[]> => {
  const user = req.user
  if (user?.collection !== 'customers' || user.id !== customerId) return lookUp(req, customerId)
  let memberships = perUser.get(user)
  if (!memberships) {
    memberships = lookUp(req, customerId)
    perUser.set(user, memberships)
  }
  return memberships
}

/** The companies where the customer's role allows `action`. */
export const companiesAllowing = async (req: PayloadRequest, customerId: number | string, action: CompanyAction): Promise<number[]> =>
  (await membershipsOf(req, customerId)).filter((member) => roleAllows(member.role, action)).map((member) => member.company)

// The dashboard's pages and actions carry the company they act in on the user; a browser's REST
// call names it in the cookie the dashboard's switcher sets.
const chosenCompany = (req: PayloadRequest, customerId: number | string): number | null => {
  const user = req.user as { collection?: string; id?: unknown; acting?: { id: number } } | null
  if (user?.collection !== 'customers' || String(user.id) !== String(customerId)) return null
  return user.acting?.id ?? chosenCompanyFrom(req.headers)
}

/**
 * The membership a customer acts in: the company they chose, if they still belong to it, else the
 * first company they joined.
 */
export const actingMembership = async (req: PayloadRequest, customerId: number | string): Promise<CompanyMembership | null> => {
  const memberships = await membershipsOf(req, customerId)
  const chosen = chosenCompany(req, customerId)
  return memberships.find((member) => member.company === chosen) ?? memberships[0] ?? null
}

/** The company a customer's new documents belong to when they have no parent to take it from. */
export const homeCompanyOf = async (req: PayloadRequest, customerId: number | string): Promise<number | null> =>
  (await actingMembership(req, customerId))?.company ?? null

/** A company as its member sees it in the switcher: its name and their role in it. */
export type Workspace = { id: number; name: string; role: CompanyRole }

/**
 * The signed-in customer carrying the company their request acts in (as the dashboard's user
 * does), for an operation that runs in a transaction of its own, apart from the request's cookies.
 */
export const userActingInCompany = async (req: PayloadRequest): Promise<PayloadRequest['user']> => {
  const user = req.user as (PayloadRequest['user'] & { acting?: Workspace }) | null
  if (user?.collection !== 'customers' || user.acting) return req.user
  const membership = await actingMembership(req, user.id)
  if (!membership) return req.user
  const company = await req.payload.findByID({
    collection: 'companies',
    id: membership.company,
    select: { name: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return { ...user, acting: { id: membership.company, name: company.name, role: membership.role } } as PayloadRequest['user']
}

/** Every company a customer belongs to, with its name, oldest membership first. */
export const workspacesOf = async (payload: Payload, customerId: number | string): Promise<Workspace[]> => {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { customer: { equals: customerId } },
    select: { company: true, role: true },
    populate: { companies: { name: true } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs.flatMap((doc) => {
    const company = typeof doc.company === 'object' && doc.company ? doc.company : null
    return company && isCompanyRole(doc.role) ? [{ id: company.id, name: company.name, role: doc.role }] : []
  })
}
