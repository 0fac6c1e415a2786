import { personName } from '@/domain/customer-name'
import { payloadClient } from '@/payload-client'

export type Person = { name: string; email: string }

/**
 * Names and emails of the given customers, read as the server: a customer may read only their own
 * account, yet a company's members see each other by name.
 */
export async function customerNames(ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { id: { in: ids } },
    select: { firstName: true, lastName: true, email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, { name: personName(doc), email: doc.email }]))
}
