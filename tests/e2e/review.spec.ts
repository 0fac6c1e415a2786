import { type Page } from '@playwright/test'
import { expect, test } from './journey'
import { CUSTOMER, makeProject, orderAwaitingArtwork } from './review-orders'

/**
 * Share-link journeys on the demo data with the offline test gateway: finalise, pay by card
 * (declined, then paid), pay by invoice and download the PDF, approve and question artwork.
 * Every journey makes its own project or order through the API as staff, so none uses up the
 * demo projects other journeys rely on. REVIEW_SCREENSHOTS=1 also saves each page state at
 * 390 and 1280 px into screenshots/.
 */

test.describe.configure({ mode: 'serial' })

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
  await page.getByRole('button', { name: 'Confirm project' }).click()
  // Every reason is in the summary, the size shortfall beside the missing date, each a link to its field.
  const problems = page.locator('#form-errors')
  await expect(problems).toContainText('3 things to fix')
  await expect(problems).toContainText('add up to 6 of 10 — 4 still to assign')
  await expect(problems).toContainText('Postcode 2000 is not in VIC.')
  await expect(problems).toContainText('Choose the date you need the order by.')
  await shoot(page, 'finalise-errors')
  await problems.getByRole('link', { name: /add up to 6 of 10/ }).click()
  await expect(page.locator('fieldset input:focus')).toHaveCount(1)
  await problems.getByRole('link', { name: 'Choose the date you need the order by.' }).click()
  await expect(page.getByLabel('Needed by')).toBeFocused()
  expect((await project.staff.get(`/projects/${project.id}?depth=0`)).status).toBe('proposal_sent')
  await page.getByLabel('Needed by').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))

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
  await page.getByLabel('PO number (optional)').fill('PO-7781')
  await shoot(page, 'invoice-request')
  await page.getByRole('button', { name: 'Issue invoice' }).click()
  await expect(page.getByRole('heading', { name: 'Order placed, invoice on its way' })).toBeVisible({ timeout: 30_000 })
  await shoot(page, 'invoice-issued')
  const { invoice, purchaseOrderNumber } = await project.staff.get(`/projects/${project.id}?depth=0`)
  expect(invoice.number).toMatch(/^INV-\d{6}$/)
  expect(purchaseOrderNumber).toBe('PO-7781')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download invoice/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${invoice.number}.pdf`)
  const path = await file.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the owner approves one proof and asks for changes on another', async ({ page, request }) => {
  const order = await orderAwaitingArtwork(request)
  const { link } = order
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

  const after = await order.staff.get(`/orders/${order.id}?depth=0`)
  expect(after.status).toBe('proposal_sent')
  expect(after.artworkReviewItems.map((i: { status: string }) => i.status)).toEqual(['approved', 'changes_requested'])
  expect(after.artworkReviewItems[1].customerComments).toBe('Please move the logo 2 cm higher.')
})
