import type { Payload } from 'payload'

import type { CustomerUser } from '@/collections/customers/customer-user'
import { relationId } from '@/platform/relation-id'
import { readAs } from './recipient-links'
import { inActingCompany } from '@/collections/companies/company-scope'

export type LinkTargets = {
  projects: { id: number; name: string; sized: boolean }[]
  items: { id: number; title: string; available: number }[]
}

/** What a new link can point at: the customer's projects, and their items with stock. */
export async function getLinkTargets(payload: Payload, customer: CustomerUser): Promise<LinkTargets> {
  const [projects, items, sized] = await Promise.all([
    payload.find({
      collection: 'projects',
      where: { and: [inActingCompany(customer), { status: { not_equals: 'completed' } }] },
      sort: '-createdAt',
      limit: 100,
      depth: 0,
      select: { name: true },
      ...readAs(customer),
    }),
    payload.find({
      collection: 'inventory-items',
      where: { and: [inActingCompany(customer), { quantityAvailable: { greater_than: 0 } }] },
      sort: 'title',
      limit: 500,
      depth: 0,
      select: { title: true, quantityAvailable: true },
      ...readAs(customer),
    }),
    payload.find({
      collection: 'line-items',
      where: { and: [inActingCompany(customer), { hasSizing: { equals: true } }] },
      pagination: false,
      depth: 0,
      select: { project: true },
      ...readAs(customer),
    }),
  ])
  const withSizes = new Set(sized.docs.map((line) => relationId(line.project)))
  return {
    projects: projects.docs.map((project) => ({ id: project.id, name: project.name, sized: withSizes.has(project.id) })),
    items: items.docs.map((item) => ({ id: item.id, title: item.title, available: item.quantityAvailable ?? 0 })),
  }
}
