import { mkdirSync } from 'node:fs'

import type { Browser, Page } from '@playwright/test'
import { expect, settleAfterLoads, test } from './journey'
import { apiAs, CUSTOMER, makeProject, STAFF, tokenOf } from './review-orders'

/**
 * A customer creates a collect link from a project; a recipient (no account) gives a size and an
 * address; the customer sees the curve and applies it to the project's size grid. Then a ship
 * link from inventory: a recipient claims an item and a shipment is booked. At 390 px and 1280 px,
 * with screenshots in E2E_SHOTS_DIR when it is set.
 */

const shot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

/** The recipient opens the link in a browser of their own, signed in to nothing. */
const asRecipient = async (browser: Browser, width: number, url: string) => {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  settleAfterLoads(page)
  await page.goto(url)
  return { page, close: () => context.close() }
}

const fillAddress = async (page: Page, name: string) => {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Street address').fill('55 Collins Street')
  await page.getByLabel('Suburb').fill('Melbourne')
  await page.getByLabel('State', { exact: true }).selectOption('VIC')
  await page.getByLabel('Postcode').fill('3000')
  await page.getByLabel('Email', { exact: true }).fill(`${name.toLowerCase().replace(/\s+/g, '.')}-${Date.now()}@example.com`)
}

for (const width of [1280, 390]) {
  test(`at ${width} px: a collect link fills the size grid, and a ship link books a shipment`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const project = await makeProject(request, 'proposal_sent')
    const staff = apiAs(request, (await tokenOf(request, 'staff-members', STAFF)).token)
    const item = await staff.post('/inventory-items', { title: `Insulated Bottle ${width} ${Date.now()}`, customer: project.ownerId })
    await staff.post('/inventory-adjustments', { inventoryItem: item.id, delta: 3, reason: 'received' })
    expect((await page.request.post('/payload-api/customers/login', { data: CUSTOMER })).ok()).toBe(true)

    // The customer starts a collect link from the project.
    await page.goto(`/dashboard/projects/${project.id}`)
    await page.getByRole('link', { name: 'Collect sizes' }).click()
    await expect(page.getByRole('heading', { name: 'New recipient link' })).toBeVisible()
    await expect(page.getByLabel('Project')).toHaveValue(String(project.id))
    await page.getByLabel('Name', { exact: true }).fill(`Team tees ${width}`)
    await page.getByLabel('Message (optional)').fill('Tell us your size by Friday and we will get your tee to you.')
    await shot(page, 'links-new-collect')
    await page.getByRole('button', { name: 'Create link' }).click()
    await expect(page.getByRole('heading', { name: `Team tees ${width}`, level: 1 })).toBeVisible()
    const collectUrl = await page.getByLabel('Link for your recipients').inputValue()
    expect(collectUrl).toMatch(/\/links\/\d+\?key=[\w-]{43}$/)

    // A recipient answers; a missing postcode is refused first, in plain words.
    const recipient = await asRecipient(browser, width, collectUrl)
    await expect(recipient.page.getByRole('heading', { name: `Team tees ${width}`, level: 1 })).toBeVisible()
    await expect(recipient.page.getByText('Tell us your size by Friday')).toBeVisible()
    await recipient.page.getByLabel('Classic Cotton Tee — Black').selectOption({ label: 'Women’s Medium' })
    await fillAddress(recipient.page, 'Priya Sharma')
    await recipient.page.getByLabel('Postcode').fill('')
    await recipient.page.getByRole('button', { name: 'Send my details' }).click()
    await expect(recipient.page.getByRole('alert').filter({ hasText: /postcode/i })).toBeVisible()
    await recipient.page.getByLabel('Postcode').fill('3000')
    await shot(recipient.page, 'links-recipient-collect')
    await recipient.page.getByRole('button', { name: 'Send my details' }).click()
    await expect(recipient.page.getByRole('heading', { name: 'Thanks — you’re all set' })).toBeVisible()
    await shot(recipient.page, 'links-recipient-collect-done')
    await recipient.close()

    // The customer sees the answer in the curve and applies it to the project's size grid.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Responses (1)' })).toBeVisible()
    await expect(page.getByText('Priya Sharma')).toBeVisible()
    await page.getByRole('button', { name: 'Apply to size grid' }).click()
    await expect(page.getByText('Size grid updated for Classic Cotton Tee — Black.')).toBeVisible()
    await shot(page, 'links-curve')
    await page.goto(`/dashboard/projects/${project.id}`)
    const womens = page.getByRole('table', { name: /Women’s sizes for Classic Cotton Tee — Black/ })
    await expect(womens.getByRole('cell', { name: '10' })).toBeVisible()

    // A ship link from the inventory; a recipient claims a bottle and a shipment is booked.
    await page.goto('/dashboard/inventory')
    await page.getByRole('link', { name: 'Ship via link' }).click()
    await expect(page.getByRole('radio', { name: /Ship from inventory/ })).toBeChecked()
    await page.getByLabel('Name', { exact: true }).fill(`Bottles ${width}`)
    await page.getByRole('checkbox', { name: new RegExp(item.title) }).check()
    await shot(page, 'links-new-ship')
    await page.getByRole('button', { name: 'Create link' }).click()
    await expect(page.getByRole('heading', { name: `Bottles ${width}`, level: 1 })).toBeVisible()
    const shipUrl = await page.getByLabel('Link for your recipients').inputValue()
    const claimer = await asRecipient(browser, width, shipUrl)
    await expect(claimer.page.getByText(item.title)).toBeVisible()
    await fillAddress(claimer.page, 'Sam Lee')
    await claimer.page.getByRole('button', { name: 'Claim my swag' }).click()
    await expect(claimer.page.getByRole('heading', { name: 'Your swag is booked' })).toBeVisible()
    await shot(claimer.page, 'links-recipient-ship-done')
    await claimer.close()
    await page.reload()
    await expect(page.getByRole('link', { name: /Shipment #\d+/ })).toBeVisible()
    await expect(page.getByText('2 left in stock')).toBeVisible()
    await shot(page, 'links-ship-detail')
    await page.goto('/dashboard/links')
    await expect(page.getByRole('link', { name: new RegExp(`Bottles ${width}`) })).toBeVisible()
    await shot(page, 'links-list')
  })
}

for (const width of [1280, 390]) {
  test(`at ${width} px: a CSV of people becomes one single-use link each, and an answer shows as answered`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const project = await makeProject(request, 'proposal_sent')
    const staff = apiAs(request, (await tokenOf(request, 'staff-members', STAFF)).token)
    expect((await page.request.post('/payload-api/customers/login', { data: CUSTOMER })).ok()).toBe(true)
    const stamp = `${width}-${Date.now()}`
    const csv = `\uFEFFName,Email\r\n"Lee, Anna",anna-${stamp}@example.com\r\nBen Ng,ben-${stamp}@example.com\r\n`

    await page.goto('/dashboard/links')
    await page.getByRole('link', { name: 'New link' }).click()
    await page.getByRole('radio', { name: /A link for each person/ }).check({ force: true })
    await page.getByLabel(/People to invite/).setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(page.getByText('2 people to invite.')).toBeVisible()
    await page.getByLabel('Name', { exact: true }).fill(`Invited tees ${width}`)
    await page.getByLabel('Project').selectOption(String(project.id))
    await shot(page, 'links-new-invited')
    await page.getByRole('button', { name: 'Create and email the links' }).click()
    await expect(page.getByRole('heading', { name: `Invited tees ${width}`, level: 1 })).toBeVisible()
    const invitations = page.getByRole('list', { name: 'Invitations' })
    await expect(invitations.getByText('Lee, Anna')).toBeVisible()
    await expect(invitations.getByText(`ben-${stamp}@example.com`)).toBeVisible()
    await expect(invitations.getByText('Not answered')).toHaveCount(2)
    await shot(page, 'links-invitations')

    // Resend right away is refused, in plain words.
    await invitations.getByRole('button', { name: 'Resend' }).first().click()
    await expect(invitations.getByText(/You can resend it once an hour/)).toBeVisible()

    // Anna opens her own link: the form starts with her name and email, and takes her answer.
    const linkId = page.url().split('/').pop()
    const { docs } = await staff.get(`/recipient-invitations?where[link][equals]=${linkId}&sort=id&depth=0`)
    const recipient = await asRecipient(browser, width, `/links/${linkId}?key=${encodeURIComponent(docs[0].shareKey)}`)
    await expect(recipient.page.getByRole('heading', { name: `Invited tees ${width}`, level: 1 })).toBeVisible()
    await expect(recipient.page.getByLabel('Full name')).toHaveValue('Lee, Anna')
    await recipient.page.getByLabel('Classic Cotton Tee — Black').selectOption({ label: 'Women’s Medium' })
    await fillAddress(recipient.page, 'Anna Lee')
    await recipient.page.getByRole('button', { name: 'Send my details' }).click()
    await expect(recipient.page.getByRole('heading', { name: 'Thanks — you’re all set' })).toBeVisible()
    await recipient.page.reload()
    await expect(recipient.page.getByRole('heading', { name: 'Already answered' })).toBeVisible()
    await shot(recipient.page, 'links-invitation-answered')
    await recipient.close()

    await page.reload()
    await expect(invitations.getByText(/Answered \d/)).toHaveCount(1)
    await expect(invitations.getByText('Not answered')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Responses (1)' })).toBeVisible()
    await shot(page, 'links-invitations-answered')

    // Closing asks first, saying what it ends; Escape keeps it open and the focus on its button.
    const close = page.getByRole('button', { name: 'Close link' })
    await close.click()
    const dialog = page.getByRole('dialog', { name: 'Close this link?' })
    await expect(dialog).toContainText('no more reminders are sent')
    await shot(page, 'links-close-dialog')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(close).toBeFocused()
    await close.click()
    await dialog.getByRole('button', { name: 'Close link' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Closed', { exact: true })).toBeVisible()
    await expect(close).toHaveCount(0)
  })
}
