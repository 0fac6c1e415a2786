// Stock made from a product of its own, so a test decides the customs facts its parcels declare.
import { expect } from 'vitest'

import type { CustomsFacts } from '@/domain/delivery/customs'

import { api } from './http'

const tag = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

/**
 * `quantity` units of a fresh product (with `customs`, or none) for `owner`, as the warehouse
 * holds an order's goods: product → a line item of the owner's project → the inventory item made
 * from it. Returns the inventory item's id and the product's.
 */
export async function productStockFor(staff: string, owner: { id: number }, title: string, customs: CustomsFacts | null, quantity = 5) {
  const made = async (path: string, body: Record<string, unknown>) => {
    const answer = await api(path, { token: staff, body })
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201)
    return answer.body.doc.id as number
  }
  const name = `${title} ${tag()}`
  const product = await made('/products', { title: name, ...(customs ? { customs } : {}) })
  const project = await made('/projects', { name: `Customs ${name}`, customer: owner.id })
  const lineItem = await made('/line-items', { project, title: name, product, quantity })
  const item = await made('/inventory-items', { title: name, customer: owner.id, lineItems: [lineItem] })
  await made('/inventory-adjustments', { inventoryItem: item, delta: quantity, reason: 'received' })
  return { item, product }
}
