import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, screenNow, test } from './journey'

/**
 * The demo customer (owner of Harbour & Co.) is also a requester at Northwind Logistics: they
 * switch between the two in the dashboard's top bar, see each company's projects with who made
 * them, and its members (the seeded colleagues among them) with what their role lets them do
 * there. At 390 and 1280 px.
 */

const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }
const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }
const NORTHWIND_OWNER = 'sam@northwind.example'

let membership: number | null = null

const staffRequest = async (request: APIRequestContext) => {
  const login = await request.post('/payload-api/staff-members/login', { data: STAFF })
  const token = ((await login.json()) as { token: string }).token
  return { authorization: `JWT ${token}` }
}

const firstDoc = async (request: APIRequestContext, headers: Record<string, string>, path: string) =>
  ((await (await request.get(`/payload-api${path}`, { headers })).json()) as { docs: { id: number; company: number }[] }).docs[0]!

test.beforeAll(async ({ request }) => {
  const headers = await staffRequest(request)
  const demo = await firstDoc(request, headers, `/customers?where[email][equals]=${CUSTOMER.email}&depth=0`)
  const sam = await firstDoc(request, headers, `/customers?where[email][equals]=${NORTHWIND_OWNER}&depth=0`)
  const northwind = (await firstDoc(request, headers, `/memberships?where[customer][equals]=${sam.id}&depth=0`)).company
  const joined = await request.post('/payload-api/memberships', { headers, data: { company: northwind, customer: demo.id, role: 'requester' } })
  expect(joined.status()).toBe(201)
  membership = ((await joined.json()) as { doc: { id: number } }).doc.id
})

test.afterAll(async ({ request }) => {
  if (membership !== null) await request.delete(`/payload-api/memberships/${membership}`, { headers: await staffRequest(request) })
})

const switcher = (page: Page) => page.getByRole('combobox', { name: 'Company you are working in' })

for (const width of [390, 1280]) {
  test(`switches company and sees its projects and members (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    expect((await page.request.post('/payload-api/customers/login', { data: CUSTOMER })).ok()).toBe(true)
    await page.goto('/dashboard/projects')
    await expect(switcher(page)).toHaveValue(/\d+/)
    await expect(switcher(page).locator('option:checked')).toHaveText('Harbour & Co. · Owner')
    await expect(page.getByRole('link', { name: 'Warehouse Crew Uniforms' })).toHaveCount(0)

    await switcher(page).selectOption({ label: 'Northwind Logistics · Requester' })
    await expect(page.getByRole('link', { name: 'Warehouse Crew Uniforms' })).toBeVisible()
    await expect(page.getByText(/by Sam Taylor/).first()).toBeVisible()
    await expect(switcher(page).locator('option:checked')).toHaveText('Northwind Logistics · Requester')
    await screenNow(page, 'company-switched-projects')

    await page.goto('/dashboard/members')
    const members = page.getByRole('region', { name: 'Members of Northwind Logistics' })
    await expect(members.getByText('Sam Taylor')).toBeVisible()
    // A requester manages nobody: roles are shown, not offered, and only their own row may leave.
    await expect(members.getByRole('combobox')).toHaveCount(0)
    await expect(members.getByRole('button', { name: 'Remove' })).toHaveCount(0)
    await expect(members.getByRole('button', { name: 'Leave' })).toHaveCount(1)
    await screenNow(page, 'company-members-requester')

    await switcher(page).selectOption({ label: 'Harbour & Co. · Owner' })
    // Back on the projects, now Harbour's: Northwind's are gone.
    await expect(page).toHaveURL(/\/dashboard\/projects$/)
    await expect(page.getByRole('link', { name: 'Warehouse Crew Uniforms' })).toHaveCount(0)
    await page.goto('/dashboard/members')
    const own = page.getByRole('region', { name: 'Members of Harbour & Co.' })
    const you = own.getByRole('listitem').filter({ has: page.getByText('You', { exact: true }) })
    await expect(you).toBeVisible()
    // The only owner can neither leave nor step down; the seeded colleagues' roles are theirs to change.
    await expect(own.getByRole('button', { name: 'Leave' })).toHaveCount(0)
    await expect(you.getByRole('combobox')).toHaveCount(0)
    await expect(own.getByRole('combobox', { name: 'Role of Mei Tanaka' })).toHaveValue('requester')
    await screenNow(page, 'company-members-owner')

    // The demo company at work: the requester's third parcel went over her budget and waits for the owner.
    await page.goto('/dashboard/approvals')
    const toDecide = page.getByRole('region', { name: 'Waiting for your decision' })
    await expect(toDecide.getByText('Asked by Mei Tanaka', { exact: false })).toBeVisible()
    await screenNow(page, 'company-approvals-owner')
    await page.goto('/dashboard/budgets')
    const budget = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mei Tanaka' }) })
    await expect(budget.getByText('$75.00').first()).toBeVisible()
    await screenNow(page, 'company-budgets-owner')
  })
}
