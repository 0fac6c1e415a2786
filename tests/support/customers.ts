import { expect } from 'vitest'

import { api, login } from './http'

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/**
 * A signed-in customer of one test alone, made by staff as verified and active, for tests that
 * change an account or fill it with data the seeded customers' tests would then see.
 */
export const freshCustomer = async (staffToken: string, label = 'fresh') => {
  const email = uniqueEmail(label)
  const password = `${label}-password-1`
  const created = await api('/customers', {
    token: staffToken,
    body: { email, password, firstName: 'Casey', lastName: 'Jones', isActive: true, _verified: true },
  })
  if (created.status !== 201) throw new Error(`Creating ${email} failed: ${JSON.stringify(created.body)}`)
  return { email, password, ...(await login('customers', { email, password })) }
}

/** A fresh inventory item for `owner` with `quantity` units received (staff books them, as the warehouse does). */
export const stockFor = async (staffToken: string, owner: { id: number }, quantity: number, title = 'Test stock') => {
  const item = await api('/inventory-items', { body: { title: `${title} ${Date.now()}`, customer: owner.id }, token: staffToken })
  if (item.status !== 201) throw new Error(`Creating stock failed: ${JSON.stringify(item.body)}`)
  const received = await api('/inventory-adjustments', {
    body: { inventoryItem: item.body.doc.id, delta: quantity, reason: 'received' },
    token: staffToken,
  })
  if (received.status !== 201) throw new Error(`Receiving stock failed: ${JSON.stringify(received.body)}`)
  return item.body.doc.id as number
}

/**
 * A fresh customer with `recipients` addresses of their own, for tests that book shipments: the
 * shipments stay off the demo accounts' pages, which other suites read page by page.
 */
export const customerWithAddressBook = async (staffToken: string, label: string, recipients = 1) => {
  const customer = await freshCustomer(staffToken, label)
  const ids: number[] = []
  for (let index = 0; index < recipients; index += 1) {
    const created = await api('/recipients', {
      token: customer.token,
      body: {
        fullName: `Recipient ${index + 1}`,
        address1: `${index + 1} Collins Street`,
        suburb: 'Melbourne',
        state: 'VIC',
        postcode: '3000',
        country: 'AU',
      },
    })
    if (created.status !== 201) throw new Error(`Creating a recipient failed: ${JSON.stringify(created.body)}`)
    ids.push(created.body.doc.id as number)
  }
  return { ...customer, recipients: ids }
}

/** A staff member of one test alone (so its wrong passwords or reset links touch nobody else's account); returns the email. */
export const freshStaffEmail = async (staffToken: string, label: string) => {
  const email = uniqueEmail(label)
  const created = await api('/staff-members', { token: staffToken, body: { name: 'Test Staff', email, password: `${label}-password-1` } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return email
}
