import { logInToAdmin } from './admin'
import { expect, test } from './journey'
import { STAFF } from './review-orders'

/** Staff run a new enquiry through the admin: convert it, build the proposal, send it, see the email. */
// The second demo customer: the dashboard journeys count the first one's projects.
const CUSTOMER = { email: 'sam@northwind.example', password: 'demo-customer-2026' }

test('staff convert the newest enquiry, add a line item, send the proposal and find the email in the outbox', async ({ page, request }) => {
  const staff = (await (await request.post('/payload-api/staff-members/login', { data: STAFF })).json()) as { token: string }
  const customer = (await (await request.post('/payload-api/customers/login', { data: CUSTOMER })).json()) as { user: { id: number } }
  const auth = { authorization: `Bearer ${staff.token}` }
  const products = (await (await request.get('/payload-api/products?limit=2&depth=0&sort=title', { headers: auth })).json()) as {
    docs: { id: number; title: string }[]
  }
  const [first, second] = products.docs as [{ id: number; title: string }, { id: number; title: string }]
  const name = `Admin Journey Kit ${Date.now()}`
  const created = await request.post('/payload-api/enquiries', {
    headers: auth,
    data: { name, status: 'submitted', customer: customer.user.id, quantity: '50 to 100', items: [{ product: first.id }] },
  })
  expect(created.ok()).toBe(true)

  await logInToAdmin(page)
  // Newest first: the enquiry just sent is on the card, counted among today's.
  const newEnquiries = page.getByRole('article', { name: 'New enquiries' })
  await expect(newEnquiries.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(newEnquiries).toContainText(/[1-9]\d* new today/)

  await page.goto('/admin/collections/enquiries?sort=-createdAt')
  await page.getByRole('link', { name, exact: true }).first().click()
  await page.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/projects\/\d+$/)

  const proposal = page.getByRole('region', { name: 'Proposal' })
  await expect(proposal.getByRole('listitem', { name: first.title })).toBeVisible()

  await proposal.getByLabel('Product').fill(second.title.slice(0, 6))
  await proposal.getByRole('button', { name: new RegExp(`^${second.title}`) }).click()
  await proposal.getByRole('button', { name: 'Add line item' }).click()
  await expect(proposal.getByRole('listitem', { name: second.title })).toBeVisible()
  await expect(proposal.getByLabel('Proposal totals')).toContainText('Total')

  await page.getByRole('button', { name: 'Send proposal' }).click()
  const confirm = page.locator('.confirmation-modal')
  await expect(confirm).toContainText('emailed a link to review and finalise')
  await confirm.getByRole('button', { name: 'Send proposal' }).click()
  await expect(page.getByText('Proposal Sent').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send proposal' })).toHaveCount(0)

  const subject = `Your proposal for ${name} is ready`
  await expect(async () => {
    await page.goto('/admin/outbox')
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('link', { name: subject }).click()
  await expect(page.getByRole('heading', { name: subject })).toBeVisible()

  // The customer's page lists their projects, orders and shipments without a column naming nobody.
  await page.goto(`/admin/collections/customers/${customer.user.id}`)
  const tables = page.locator('.relationship-table')
  await expect(tables.first().locator('tbody tr').first()).toBeVisible()
  await expect(tables.first().getByRole('columnheader', { name: 'Customer' })).toHaveCount(0)
  for (const table of await tables.all()) await expect(table).not.toContainText('<No ')
})
