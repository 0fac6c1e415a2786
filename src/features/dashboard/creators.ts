import type { CustomerUser } from '@/collections/customers/customer-user'
import { payloadClient } from '@/payload-client'

import { readForCustomer } from './customer-data-cache'
import { customerNames } from './customer-names'

/** A list row that knows which member created it, and says so by name. */
export type Created = { creatorId: number | null; createdBy: string | null }

/**
 * Names who created each row, in a company of more than one member ("you" for the viewer); in a
 * company of one nobody else could have, and the rows say nothing. The names are read afresh on every
 * view, beside the kept list, so a member's new name shows at once; the number of members is kept
 * with the company's reads, which every membership change expires. A creator who has since left is
 * still named: what they made stays the company's.
 */
export async function namingCreators<Row extends Created>(customer: CustomerUser, rows: Row[]): Promise<Row[]> {
  const company = customer.acting?.id
  const others = [...new Set(rows.map((row) => row.creatorId).filter((id): id is number => id !== null && id !== customer.id))]
  if (company === undefined || rows.length === 0) return rows
  const payload = await payloadClient()
  const [members, names] = await Promise.all([
    readForCustomer(customer, ['member-count'], async () => {
      const { totalDocs } = await payload.count({ collection: 'memberships', where: { company: { equals: company } }, overrideAccess: true })
      return totalDocs
    }),
    customerNames(others),
  ])
  if (members < 2) return rows
  return rows.map((row) => ({
    ...row,
    createdBy: row.creatorId === customer.id ? 'you' : row.creatorId === null ? null : (names.get(row.creatorId)?.name ?? null),
  }))
}
