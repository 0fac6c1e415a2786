import { mkdirSync, readFileSync } from 'node:fs'
import { inflateSync } from 'node:zlib'

import { type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { logInToAdmin } from './admin'
import { expect, test } from './journey'
import { customerOfOwn, makeProject, STAFF, tokenOf } from './review-orders'

/**
 * A customer finalises with a PO number (a bad one is refused first) and finds it on the invoice
 * PDF; approving the last proof gives the order a dated production timeline; staff mark
 * production done in the admin; the customer sees planned against actual. Screenshots of the
 * dashboard's timeline at 390 and 1280 px go to E2E_SHOTS_DIR when it is set.
 */

const shoot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

/** Whether the text is drawn on the PDF: pdf-lib writes each run as a hex string in a deflated content stream. */
const pdfShows = (pdf: Buffer, text: string) => {
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase()
  const streams = pdf
    .toString('latin1')
    .split('stream')
    .map((chunk) => chunk.replace(/^\r?\n/, '').split('endstream')[0]!)
  return streams.some((body) => {
    try {
      return inflateSync(Buffer.from(body, 'latin1')).toString('latin1').toUpperCase().includes(hex)
    } catch {
      return false
    }
  })
}

/** Staff put a proof on each artwork item and ask for approval. */
const requestApproval = async (request: APIRequestContext, orderId: number, ownerId: number) => {
  const staffToken = (await tokenOf(request, 'staff-members', STAFF)).token
  const headers = { authorization: `Bearer ${staffToken}` }
  const order = await (await request.get(`/payload-api/orders/${orderId}?depth=0`, { headers })).json()
  const items = []
  for (const [index, item] of (order.artworkReviewItems as { id: string }[]).entries()) {
    const buffer = await sharp({ create: { width: 240, height: 240, channels: 3, background: index ? '#b91c1c' : '#1d4ed8' } })
      .png()
      .toBuffer()
    const proof = await request.post('/payload-api/artwork-proofs', {
      headers,
      multipart: { file: { name: `timeline-proof-${index}.png`, mimeType: 'image/png', buffer }, _payload: JSON.stringify({ customer: ownerId }) },
    })
    expect(proof.status(), await proof.text()).toBe(201)
    items.push({ ...item, artworkProof: (await proof.json()).doc.id })
  }
  const saved = await request.patch(`/payload-api/orders/${orderId}`, { headers, data: { artworkReviewItems: items, status: 'proposal_sent' } })
  expect(saved.status(), await saved.text()).toBe(200)
  return order.shareKey as string
}

test('a PO number reaches the invoice, and approving the last proof gives the order a timeline staff move on', async ({ page, request, browser }) => {
  test.setTimeout(300_000)
  const owner = await customerOfOwn(request, 'timeline-journey')
  const project = await makeProject(request, 'proposal_sent', owner)

  // Finalise: a PO number with characters an accounts system would not take is refused in plain words.
  await page.request.post('/payload-api/customers/login', { data: owner })
  await page.goto(`/review/projects/${project.id}/finalise?key=${project.shareKey}`)
  await page.getByLabel('Men’s / Unisex Medium').fill('6')
  await page.getByLabel('Women’s Large').fill('4')
  await page.getByLabel('Full name').fill('Priya Sharma')
  await page.getByLabel('Street address').fill('Level 4, 55 Collins Street')
  await page.getByLabel('Suburb').fill('Melbourne')
  await page.getByLabel('State').selectOption('VIC')
  await page.getByLabel('Postcode').fill('3000')
  await page.getByLabel('Needed by').fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10))
  await page.getByLabel('PO number (optional)').fill('PO<2026>')
  await page.getByRole('button', { name: 'Confirm project' }).click()
  await expect(page.locator('#form-errors')).toContainText('A PO number is up to 40 letters, digits, spaces and - / . _ #')
  await page.getByLabel('PO number (optional)').fill('PO-2026/0042')
  await page.getByRole('button', { name: 'Confirm project' }).click()
  await expect(page.getByRole('heading', { name: 'Thanks — your project is finalised' })).toBeVisible({ timeout: 30_000 })
  expect((await project.staff.get(`/projects/${project.id}?depth=0`)).purchaseOrderNumber).toBe('PO-2026/0042')

  // Staff confirm the price; the customer pays by invoice, and the PDF carries their PO number.
  await project.staff.patch(`/projects/${project.id}`, { status: 'awaiting_payment', shippingEstimate: 4500 })
  await page.goto(`/review/projects/${project.id}/payment?key=${project.shareKey}`)
  await page.getByText('Pay by invoice').click()
  await page.getByLabel('Send the invoice to').fill('accounts@example.com')
  await page.getByRole('button', { name: 'Issue invoice' }).click()
  await expect(page.getByRole('heading', { name: 'Order placed, invoice on its way' })).toBeVisible({ timeout: 30_000 })
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download invoice/ }).click()
  const pdf = readFileSync(await (await download).path())
  expect(pdfShows(pdf, 'PO-2026/0042')).toBe(true)
  expect(pdfShows(pdf, 'PO-2026/0099')).toBe(false)

  // The money arrives: staff complete the project, which makes its order.
  await project.staff.patch(`/projects/${project.id}`, { status: 'completed', paymentStatus: 'paid' })

  // The customer approves both proofs; the order gets its dates.
  const { order: orderId, customer: ownerId } = await project.staff.get(`/projects/${project.id}?depth=0`)
  const shareKey = await requestApproval(request, orderId, ownerId)
  await page.goto(`/dashboard/orders/${orderId}`)
  await expect(page.getByText('Your production dates appear here once every proof is approved.')).toBeVisible()
  await page.goto(`/review/orders/${orderId}/artwork-approval?key=${shareKey}`)
  for (const [index, item] of (await page.getByRole('article').all()).entries()) {
    await item.getByRole('button', { name: /^Approve/ }).click()
    await expect(page.getByTestId('artwork-progress')).toHaveText(`${index + 1} of 2 approved`)
  }
  await page.goto(`/dashboard/orders/${orderId}`)
  const stages = page.getByRole('list', { name: 'Production stages' }).getByRole('listitem')
  await expect(stages).toHaveCount(4)
  await expect(stages.nth(0)).toContainText('Production')
  await expect(stages.nth(3)).toContainText('Ready to ship')
  await expect(stages.nth(0)).toContainText('Not yet')
  await expect(page.getByRole('status').filter({ hasText: 'On track for' })).toBeVisible()

  // Staff mark production done today on the order's Production timeline in the admin.
  const today = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Sydney' }).format(new Date())
  // The admin renders a field's inputs only once they scroll into view: a window tall enough for
  // the whole order, and the group's top scrolled to the top of it, bring its rows into view (a
  // 900 px window left them below the fold, unrendered, now and then).
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 3000 } })).newPage()
  await logInToAdmin(admin)
  await admin.goto(`/admin/collections/orders/${orderId}`)
  const timeline = admin.locator('#field-timeline')
  await expect(async () => {
    await timeline.evaluate((group) => group.scrollIntoView({ block: 'start' }))
    // One fixed row per stage; the dates the server computes are text, with nothing to clear.
    await expect(timeline).toContainText('Quality check', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(admin.getByRole('button', { name: /Add Stage/i })).toHaveCount(0)
  await expect(admin.locator('#field-timeline .date-time-picker__clear-button')).toHaveCount(0)
  const doneOn = admin.locator('#field-timeline__stages__0__actualDate input')
  await doneOn.fill(today)
  await doneOn.press('Enter')
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.locator('.payload-toast-container')).toContainText('Updated successfully', { timeout: 20_000 })
  await admin.context().close()

  // The customer sees the actual date beside the plan.
  await page.reload()
  await expect(stages.nth(0).getByRole('definition').nth(1)).toHaveText(today)
  await expect(stages.nth(1)).toHaveAttribute('aria-current', 'step')
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.getByRole('heading', { name: 'Production timeline' }).scrollIntoViewIfNeeded()
    await shoot(page, `dashboard-order-timeline-${width}`)
  }
})
