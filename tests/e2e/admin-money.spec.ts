import { logInToAdmin } from './admin'
import { expect, test } from './journey'

test('staff read a customer’s project subtotals in dollars, in the join table and the projects list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logInToAdmin(page)
  const customers = await (await page.request.get('/payload-api/customers?where[email][equals]=demo@swagly.example&depth=0')).json()
  await page.goto(`/admin/collections/customers/${customers.docs[0].id}`)
  const projects = page.locator('.relationship-table').filter({ hasText: 'Subtotal Price' }).first()
  await expect(projects).toContainText('Sydney Summit Swag')
  const subtotals = projects.locator('td.cell-subtotalPrice')
  await expect(subtotals.first()).toHaveText(/^\$[\d,]+\.\d{2}$/)
  for (const cell of await subtotals.all()) await expect(cell).toHaveText(/^\$[\d,]+\.\d{2}$/)
  if (process.env.E2E_SHOTS_DIR) await projects.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/admin-customer-projects-1280.png` })

  await page.goto('/admin/collections/projects?columns=%5B%22name%22%2C%22subtotalPrice%22%5D')
  await expect(page.locator('td.cell-subtotalPrice').first()).toHaveText(/^\$[\d,]+\.\d{2}$/)
})
