import { mkdirSync } from 'node:fs'

import { type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { logInToAdmin } from './admin'
import { expect, settleAfterLoads, test } from './journey'
import { customerOfOwn, makeProject, STAFF, tokenOf } from './review-orders'

/**
 * Staff upload a proof from an order in the admin without naming the customer, the customer
 * approves the artwork, staff start production and receive the goods, and the customer finds the
 * goods in their inventory. With E2E_SCREENSHOTS=1 the drawer and the inventory are saved into
 * screenshots/ (the inventory at 390 and 1280 px).
 */

const shoot = async (page: Page, name: string) => {
  if (!process.env.E2E_SCREENSHOTS) return
  mkdirSync('screenshots', { recursive: true })
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true })
}

const TEE = 'Classic Cotton Tee — Black'
const TOTE = 'Recycled Cotton Tote'

/** A fresh customer's pending order: the tee sized 6 + 4 in two men's sizes, the tote 20; the tote's proof is in already. */
const pendingOrder = async (request: APIRequestContext) => {
  const owner = await customerOfOwn(request, 'proof-journey')
  const project = await makeProject(request, 'awaiting_payment', owner)
  const staff = project.staff
  const sizes = (await staff.get('/sizing-options?sort=order&limit=2&depth=0')).docs as { id: number; label: string }[]
  const lines = (await staff.get(`/line-items?where[project][equals]=${project.id}&sort=position&depth=0`)).docs as { id: number }[]
  await staff.patch(`/line-items/${lines[0]!.id}`, {
    sizes: {
      mens: [
        { sizingOption: sizes[0]!.id, quantity: 6 },
        { sizingOption: sizes[1]!.id, quantity: 4 },
      ],
    },
  })
  await staff.patch(`/projects/${project.id}`, { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' })
  const orderId = (await staff.get(`/projects/${project.id}?depth=0`)).order as number

  const staffToken = (await tokenOf(request, 'staff-members', STAFF)).token
  const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  const toteProof = await request.post('/payload-api/artwork-proofs', {
    headers: { authorization: `Bearer ${staffToken}` },
    multipart: {
      file: { name: 'tote-proof.png', mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ order: orderId, lineItem: lines[1]!.id }),
    },
  })
  expect(toteProof.status(), await toteProof.text()).toBe(201)
  const toteProofId = (await toteProof.json()).doc.id as number
  const order = await staff.get(`/orders/${orderId}?depth=0`)
  const items = order.artworkReviewItems.map((item: object, index: number) => (index === 1 ? { ...item, artworkProof: toteProofId } : item))
  await staff.patch(`/orders/${orderId}`, { artworkReviewItems: items })
  return { id: orderId, name: project.name, shareKey: order.shareKey as string, owner, ownerId: project.ownerId, staff, sizes }
}

/** Chooses a staff status action in the order's sidebar, confirms it and waits for the new status. */
const takeStatusAction = async (page: Page, action: string, status: string) => {
  await page.getByRole('button', { name: action, exact: true }).click()
  await page.locator('.confirmation-modal').getByRole('button', { name: action, exact: true }).click()
  await expect(page.locator('.pill').filter({ hasText: status })).toBeVisible({ timeout: 20_000 })
}

test('a proof made from the order in the admin goes through approval and production into the customer’s inventory', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const order = await pendingOrder(request)
  const proofFile = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()

  await logInToAdmin(page)
  await page.goto(`/admin/collections/orders/${order.id}`)
  const teeProofField = page.locator('#field-artworkReviewItems__0__artworkProof')
  await teeProofField.getByRole('button', { name: 'Create New' }).click()
  const drawer = page.getByRole('dialog').filter({ has: page.locator('#field-order') })
  await expect(drawer.locator('#field-order')).toContainText(order.name)
  await expect(drawer.locator('#field-lineItem')).toContainText(TEE)
  await drawer.locator('input[type="file"]').setInputFiles({ name: 'tee-proof.png', mimeType: 'image/png', buffer: proofFile })
  await shoot(page, 'admin-proof-drawer-1280')
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(drawer).toBeHidden({ timeout: 20_000 })
  await expect(teeProofField).toContainText('tee-proof')
  await expect(page.locator('#action-save')).toBeEnabled()
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText('Updated successfully', { timeout: 20_000 })

  const teeProof = async () => (await order.staff.get(`/orders/${order.id}?depth=1`)).artworkReviewItems[0].artworkProof
  await expect.poll(teeProof, { timeout: 20_000 }).toMatchObject({
    filename: expect.stringContaining('tee-proof'),
    customer: order.ownerId,
    order: order.id,
  })

  await page.reload()
  await takeStatusAction(page, 'Request artwork approval', 'Proposal Sent')

  const customer = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 900 } })
  const customerPage = await customer.newPage()
  settleAfterLoads(customerPage)
  expect((await customerPage.request.post('/payload-api/customers/login', { data: order.owner })).status()).toBe(200)
  await customerPage.goto(`/review/orders/${order.id}/artwork-approval?key=${order.shareKey}`)
  await expect(customerPage.getByTestId('artwork-progress')).toHaveText('0 of 2 approved')
  for (const [index, item] of (await customerPage.getByRole('article').all()).entries()) {
    await item.getByRole('button', { name: /^Approve/ }).click()
    await expect(customerPage.getByTestId('artwork-progress')).toHaveText(`${index + 1} of 2 approved`)
  }

  await page.reload()
  await takeStatusAction(page, 'Start production', 'Awaiting Payment')
  await takeStatusAction(page, 'Goods received', 'Completed')

  await customerPage.goto('/dashboard/inventory')
  const goods = customerPage.getByRole('region', { name: order.name })
  const available = (product: string, variant: string) =>
    goods
      .getByRole('list', { name: `${product} stock` })
      .getByRole('listitem')
      .filter({ has: customerPage.getByText(variant, { exact: true }) })
      .getByTestId('available')
  for (const width of [390, 1280]) {
    await customerPage.setViewportSize({ width, height: 900 })
    await expect(available(TOTE, 'One size')).toHaveText('20')
    await expect(available(TEE, `Men’s / Unisex ${order.sizes[0]!.label}`)).toHaveText('6')
    await expect(available(TEE, `Men’s / Unisex ${order.sizes[1]!.label}`)).toHaveText('4')
    await expect(goods).toBeVisible()
    await shoot(customerPage, `dashboard-inventory-after-goods-received-${width}`)
  }
  await customer.close()
})
