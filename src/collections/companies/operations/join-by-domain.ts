import type { Payload, Where } from 'payload'

import type { OperationCall } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import { DOMAIN_JOIN_ROLE, emailDomain, isPublicMailDomain } from '@/domain/email-domain'
import { relationId } from '@/platform/relation-id'
import { refusal, refusalOf, type Result } from '@/platform/result'

/** A company open to a customer's email domain that they have not joined. */
export type JoinableCompany = { id: number; name: string; domain: string }

/**
 * The companies open to colleagues at the customer's email domain that they do not belong to yet.
 * Read as the server: a company is seen by its members only, and this customer is not one.
 */
export async function companiesOpenTo(payload: Payload, customer: { id: number | string; email: string }): Promise<JoinableCompany[]> {
  const domain = emailDomain(customer.email)
  if (!domain || isPublicMailDomain(domain)) return []
  const [open, mine] = await Promise.all([
    payload.find({
      collection: 'companies',
      where: { joinDomain: { equals: domain } },
      select: { name: true },
      sort: 'name',
      // A banner's worth, without counting the rest.
      limit: 20,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'memberships',
      where: { customer: { equals: customer.id } },
      select: { company: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const joined = new Set(mine.docs.map((membership) => relationId(membership.company)))
  return open.docs.filter((company) => !joined.has(company.id)).map((company) => ({ id: company.id, name: company.name, domain }))
}

/** The company joined, so the dashboard can switch to it. */
export type JoinedByDomain = { company: number }

/**
 * Joins a company open to the customer's email domain, as a requester. Their address is verified
 * (they could not log in otherwise); the memberships' unique (company, customer) index makes two
 * joins at once one member.
 */
export async function joinByDomain({ req, input }: OperationCall<{ company: number }>): Promise<Result<JoinedByDomain>> {
  const { payload, user } = req
  if (!isCustomer(user)) return refusal(401, 'Log in to join your company.')
  const open = await companiesOpenTo(payload, { id: user!.id, email: String(user!.email ?? '') })
  const company = open.find((candidate) => candidate.id === input.company)
  const membership: Where = { and: [{ company: { equals: input.company } }, { customer: { equals: user!.id } }] }
  const isMember = async () => (await payload.count({ collection: 'memberships', where: membership, overrideAccess: true })).totalDocs > 0
  if (!company) {
    return (await isMember())
      ? refusal(409, 'You’re already a member of that company.')
      : refusal(404, 'That company isn’t open to your email address.')
  }
  try {
    await payload.create({
      collection: 'memberships',
      data: { company: company.id, customer: Number(user!.id), role: DOMAIN_JOIN_ROLE },
      depth: 0,
      select: { role: true },
      overrideAccess: true,
    })
    return { ok: true, company: company.id }
  } catch (error) {
    // A second join at the same moment meets the unique index: the first made them a member.
    return (await isMember())
      ? refusal(409, `You’re already a member of ${company.name}.`)
      : refusalOf(error, payload, `You didn’t join ${company.name}.`)
  }
}
