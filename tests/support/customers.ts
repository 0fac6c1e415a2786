import { api, graphql, latestEmailTo, login } from './http'

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/**
 * A fresh customer of the test's own, signed up through the public API and verified through the
 * emailed link, then logged in: for tests that may change an account without touching the demo ones.
 */
export const throwawayCustomer = async (staffToken: string, password = 'throwaway-password-1') => {
  const email = uniqueEmail('throwaway')
  const created = await graphql(`mutation C($data: mutationCustomerInput!) { createCustomer(data: $data) { id } }`, {
    data: { email, password, firstName: 'Grace', lastName: 'Hopper' },
  })
  if (created.body.errors) throw new Error(`Sign-up failed: ${JSON.stringify(created.body.errors)}`)
  const mail = await latestEmailTo(staffToken, email, (sent) => sent.html.includes('/auth/verify'))
  const token = mail?.html.match(/\/auth\/verify\?token=([A-Za-z0-9_-]+)/)?.[1]
  if (!token || (await api(`/customers/verify/${token}`, { method: 'POST' })).status !== 200) throw new Error(`Could not verify ${email}`)
  return { email, password, ...(await login('customers', { email, password })) }
}

/** A fresh inventory item for `owner` with `quantity` units received (staff books them, as the warehouse does). */
export const stockFor = async (staffToken: string, owner: { id: number }, quantity: number, title = 'Test stock') => {
  const item = await api('/inventory-items', { body: { title: `${title} ${Date.now()}`, customer: owner.id }, token: staffToken })
  if (item.status !== 201) throw new Error(`Creating stock failed: ${JSON.stringify(item.body)}`)
  const received = await api('/inventory-adjustments', { body: { inventoryItem: item.body.doc.id, delta: quantity, reason: 'received' }, token: staffToken })
  if (received.status !== 201) throw new Error(`Receiving stock failed: ${JSON.stringify(received.body)}`)
  return item.body.doc.id as number
}
