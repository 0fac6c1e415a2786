import { api, login } from './http'

/**
 * A signed-in customer of one test alone, made by staff as verified and active, for tests that
 * change an account or fill it with data the seeded customers' tests would then see.
 */
export const freshCustomer = async (staffToken: string, label = 'fresh') => {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const password = `${label}-password-1`
  const created = await api('/customers', {
    token: staffToken,
    body: { email, password, firstName: 'Casey', lastName: 'Jones', isActive: true, _verified: true },
  })
  if (created.status !== 201) throw new Error(`Creating ${email} failed: ${JSON.stringify(created.body)}`)
  return { email, password, ...(await login('customers', { email, password })) }
}
