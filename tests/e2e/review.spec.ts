import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './journey'

/**
 * Share-link journeys on the demo data with the offline test gateway: finalise, pay by card
 * (declined, then paid), pay by invoice and download the PDF, approve and question artwork.
 * Every journey makes its own project or order through the API as staff, so none uses up the
 * demo projects other journeys rely on. REVIEW_SCREENSHOTS=1 also saves each page state at
 * 390 and 1280 px into screenshots/.
 */

const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }
const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

test.describe.configure({ mode: 'serial' })

const tokenOf = async (request: APIRequestContext, collection: string, credentials: object) =>
  (await (await request.post(`/payload-api/${collection}/login`, { data: credentials })).json()) as { token: string; user: { id: number } }

const apiAs = (request: APIRequestContext, token: string) => ({
  get: async (path: string) => (await request.get(`/payload-api${path}`, { headers: { authorization: `Bearer ${token}` } })).json(),
  post: async (path: string, data: object) => (await (await request.post(`/payload-api${path}`, { headers: { authorization: `Bearer ${token}` }, data })).json()).doc,
  patch: async (path: string, data: object) => {
    const response = await request.patch(`/payload-api${path}`, { headers: { authorization: `Bearer ${token}` }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  },
})

/** A project of the demo customer: a sized tee (10) and a tote (20), moved to `status`. */
const makeProject = async (request: APIRequestContext, status: 'proposal_sent' | 'awaiting_payment') => {
  const staff = apiAs(request, (await tokenOf(request, 'staff-members', STAFF)).token)
  const owner = await tokenOf(request, 'customers', CUSTOMER)
  const tee = (await staff.get('/products?where[slug][equals]=classic-cotton-tee&depth=0')).docs[0]
  const tote = (await staff.get('/products?where[slug][equals]=recycled-cotton-tote&depth=0')).docs[0]
  const name = `Journey ${status} ${Date.now()}`
  const project = await staff.post('/projects', { name, customer: owner.user.id })
  await staff.post('/line-items', { project: project.id, title: 'Classic Cotton Tee — Black', product: tee.id, quantity: 10, hasSizing: true, position: 0 })
  await staff.post('/line-items', { project: project.id, title: 'Recycled Cotton Tote', product: tote.id, quantity: 20, position: 1 })
  await staff.patch(`/projects/${project.id}`, { status: 'proposal_sent' })
  if (status === 'awaiting_payment') {
    await apiAs(request, owner.token).patch(`/projects/${project.id}`, { status: 'awaiting_confirmation' })
    await staff.patch(`/projects/${project.id}`, { status: 'awaiting_payment', shippingEstimate: 4500 })
  }
  const { shareKey } = await staff.get(`/projects/${project.id}?depth=0`)
  return { id: project.id as number, name, shareKey: shareKey as string, staff }
}

const shoot = async (page: Page, name: string) => {
  if (!process.env.REVIEW_SCREENSHOTS) return
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `screenshots/review-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a reviewer finalises a proposal: sizes that do not add up are refused, then it is confirmed', async ({ page, request }) => {
  const project = await makeProject(request, 'proposal_sent')
  await page.goto(`/review/projects/${project.id}/finalise?key=${project.shareKey}`)
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible()
  await expect(page.getByText('Your items')).toBeVisible()
  await shoot(page, 'finalise')

  await page.getByLabel('Men’s / Unisex Medium').fill('6')
  await expect(page.getByText('4 of 10 left to assign')).toBeVisible()
  await page.getByLabel('Full name').fill('Priya Sharma')
  await page.getByLabel('Street address').fill('Level 4, 55 Collins Street')
  await page.getByLabel('Suburb').fill('Melbourne')
  await page.getByLabel('State').selectOption('VIC')
  await page.getByLabel('Postcode').fill('2000')
  await page.getByLabel('Needed by').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
  await page.getByRole('button', { name: 'Confirm project' }).click()
  const problems = page.locator('#form-errors')
  await expect(problems).toContainText('add up to 6 of 10 — 4 still to assign')
  await expect(problems).toContainText('Postcode 2000 is not in VIC.')
  await shoot(page, 'finalise-errors')
  expect((await project.staff.get(`/projects/${project.id}?depth=0`)).status).toBe('proposal_sent')

  await page.getByLabel('Women’s Large').fill('4')
  await expect(page.getByText('All 10 assigned')).toBeVisible()
  await page.getByLabel('Postcode').fill('3000')
  await page.getByRole('button', { name: 'Confirm project' }).click()
  await expect(page.getByRole('heading', { name: 'Thanks — your project is finalised' })).toBeVisible({ timeout: 30_000 })
  await shoot(page, 'finalise-done')
  expect((await project.staff.get(`/projects/${project.id}?depth=0`)).status).toBe('awaiting_confirmation')

  // Staff confirm the price; the same link is now used up.
  await project.staff.patch(`/projects/${project.id}`, { status: 'awaiting_payment', shippingEstimate: 4500 })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible()
  await shoot(page, 'link-used')
})

test('pays by card: a declined card shows Stripe’s message and pays nothing, the good card pays and the order exists', async ({ page, request }) => {
  const project = await makeProject(request, 'awaiting_payment')
  await page.goto(`/review/projects/${project.id}/payment?key=${project.shareKey}`)
  await expect(page.getByText('Test mode — no real card is charged')).toBeVisible()
  await expect(page.getByText(/incl\. 1\.5% card surcharge/)).toBeVisible()
  await shoot(page, 'payment')
  await page.getByLabel('Your email, for the receipt').fill('finance@example.com')
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByLabel('Expiry').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toHaveText('Your card was declined.')
  await shoot(page, 'payment-declined')
  expect((await project.staff.get(`/projects/${project.id}?depth=0`)).paymentStatus).toBe('unpaid')

  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  // Paying, issuing or confirming writes, emails and re-renders: slower on a busy machine.
  await expect(page.getByRole('heading', { name: 'Payment received, thank you' })).toBeVisible({ timeout: 30_000 })
  await shoot(page, 'payment-receipt')
  const paid = await project.staff.get(`/projects/${project.id}?depth=0`)
  expect(paid).toMatchObject({ status: 'completed', paymentStatus: 'paid' })
  const orders = await project.staff.get(`/orders?where[project][equals]=${project.id}&depth=0`)
  expect(orders.docs).toHaveLength(1)
  await expect(page.getByText(paid.stripeTransactionId)).toBeVisible()
})

test('pays by invoice and downloads the PDF', async ({ page, request }) => {
  const project = await makeProject(request, 'awaiting_payment')
  await page.goto(`/review/projects/${project.id}/payment?key=${project.shareKey}`)
  await page.getByText('Pay by invoice').click()
  await expect(page.getByText(/due in 14 days/).first()).toBeVisible()
  await page.getByLabel('Send the invoice to').fill('accounts@example.com')
  await page.getByRole('button', { name: 'Issue invoice' }).click()
  await expect(page.getByRole('heading', { name: 'Order placed, invoice on its way' })).toBeVisible({ timeout: 30_000 })
  await shoot(page, 'invoice-issued')
  const { invoice } = await project.staff.get(`/projects/${project.id}?depth=0`)
  expect(invoice.number).toMatch(/^INV-\d{6}$/)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download invoice/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${invoice.number}.pdf`)
  const path = await file.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the owner approves one proof and asks for changes on another', async ({ page, request }) => {
  const project = await makeProject(request, 'awaiting_payment')
  await project.staff.patch(`/projects/${project.id}`, { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' })
  const { order: orderId } = await project.staff.get(`/projects/${project.id}?depth=0`)
  // The demo order's proofs: reuse its files for this order's items.
  const demoProofs = (await project.staff.get('/artwork-proofs?limit=2&depth=0&sort=id')).docs as { id: number }[]
  const order = await project.staff.get(`/orders/${orderId}?depth=0`)
  const items = order.artworkReviewItems.map((item: object, index: number) => ({ ...item, artworkProof: demoProofs[index]!.id }))
  await project.staff.patch(`/orders/${orderId}`, { artworkReviewItems: items, status: 'proposal_sent' })
  const link = `/review/orders/${orderId}/artwork-approval?key=${order.shareKey}`

  await page.goto(link)
  await expect(page).toHaveURL(/\/auth\?next=/)
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('next')!)).toBe(link)
  const login = await page.request.post('/payload-api/customers/login', { data: CUSTOMER })
  expect(login.status()).toBe(200)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: order.name })).toBeVisible()
  await expect(page.getByTestId('artwork-progress')).toHaveText('0 of 2 approved')
  await shoot(page, 'artwork')

  const [first, second] = await page.getByRole('article').all()
  await first!.getByRole('button', { name: /^Approve/ }).click()
  await expect(first!.getByText('Approved', { exact: true })).toBeVisible()
  await expect(page.getByTestId('artwork-progress')).toHaveText('1 of 2 approved')

  await second!.getByRole('button', { name: 'Request changes' }).click()
  await second!.getByRole('button', { name: 'Send change request' }).click()
  await expect(second!.getByText('Tell us what to change.')).toBeVisible()
  await second!.getByLabel('What should we change?').fill('Please move the logo 2 cm higher.')
  await second!.getByRole('button', { name: 'Send change request' }).click()
  await expect(second!.getByText('Changes requested', { exact: true })).toBeVisible()
  await expect(second!.getByTestId('reviewed-by')).toContainText(CUSTOMER.email)
  await shoot(page, 'artwork-reviewed')

  const after = await project.staff.get(`/orders/${orderId}?depth=0`)
  expect(after.status).toBe('proposal_sent')
  expect(after.artworkReviewItems.map((i: { status: string }) => i.status)).toEqual(['approved', 'changes_requested'])
  expect(after.artworkReviewItems[1].customerComments).toBe('Please move the logo 2 cm higher.')
})
