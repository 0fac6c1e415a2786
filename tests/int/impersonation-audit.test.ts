import { beforeAll, describe, expect, it } from 'vitest'

import { customerWithAddressBook, stockFor } from '../support/customers'
import { api, cookieValue, DEMO, graphql, login, setCookie } from '../support/http'
import { callServerAction } from '../support/server-action'

/**
 * What staff do while viewing a dashboard as a customer is audited as the customer's account and
 * names the staff member who did it; what the customer does alone names no staff member.
 */
const REQUEST_SHIPMENTS = { file: 'src/features/dashboard/shipment-actions.ts', name: 'requestShipmentsAction' }

let staff: { token: string; id: number }
let customer: Awaited<ReturnType<typeof customerWithAddressBook>>

beforeAll(async () => {
  staff = await login('staff-members', DEMO.staff)
  customer = await customerWithAddressBook(staff.token, 'impersonation-audit')
})

const bookShipment = async (cookie: string): Promise<number> => {
  const item = await stockFor(staff.token, customer, 5)
  const { result } = await callServerAction(
    '/dashboard/shipments/create',
    REQUEST_SHIPMENTS,
    [{ items: [{ inventoryItem: item, quantity: 1 }], recipients: customer.recipients }, null],
    { cookie },
  )
  expect(result).toMatchObject({ ok: true })
  return result.shipments[0]
}

const auditOf = async (shipment: number) => {
  const entries = await api(`/audit-log?depth=0&where[collectionSlug][equals]=shipments&where[documentId][equals]=${shipment}`, {
    token: staff.token,
  })
  expect(entries.status).toBe(200)
  expect(entries.body.docs).toHaveLength(1)
  return entries.body.docs[0]
}

describe('the audit log while staff view a dashboard as the customer', () => {
  it('names the staff member beside the customer, over REST and GraphQL', async () => {
    const started = await api(`/customers/${customer.id}/impersonate`, { body: {}, token: staff.token })
    expect(started.status).toBe(200)
    const viewing = cookieValue(setCookie(started.headers, 'impersonation'))
    const shipment = await bookShipment(`payload-token=${staff.token}; ${viewing}`)

    expect(await auditOf(shipment)).toMatchObject({
      actorType: 'customer',
      customer: customer.id,
      actingStaff: staff.id,
      actorLabel: `${DEMO.staff.email} as ${customer.email}`,
    })
    const overGraphQL = await graphql(
      `
        query A($id: String) {
          AuditEntries(where: { collectionSlug: { equals: "shipments" }, documentId: { equals: $id } }) {
            docs {
              actingStaff {
                id
              }
              customer {
                id
              }
            }
          }
        }
      `,
      { id: String(shipment) },
      staff.token,
    )
    expect(overGraphQL.body.data?.AuditEntries.docs).toEqual([{ actingStaff: { id: staff.id }, customer: { id: customer.id } }])
  })

  it('names no staff member when the customer acts alone', async () => {
    const shipment = await bookShipment(`payload-token=${customer.token}`)
    expect(await auditOf(shipment)).toMatchObject({ actorType: 'customer', customer: customer.id, actingStaff: null, actorLabel: customer.email })
  })
})
