import { type Page } from '@playwright/test'
import { expect, test } from './journey'

const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

const shoot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

const submitLogin = async (page: Page) => {
  await page.getByLabel('Email').fill(CUSTOMER.email)
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** Logs the demo customer in through the /auth form, which returns to `next` afterwards. */
const logIn = async (page: Page, next: string) => {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`)
  await submitLogin(page)
  await expect(page).toHaveURL(new RegExp(`${next}$`))
}

test('a customer follows a project, shares its link, archives and restores it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.goto('/dashboard/projects')
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Fprojects$/)
  await submitLogin(page)
  await expect(page).toHaveURL(/\/dashboard\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  const projects = page.getByRole('region', { name: 'Active projects' })
  await expect(projects.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(4)
  await expect(projects.getByRole('link', { name: 'Christmas Party 2025' })).toHaveCount(0)

  await projects.getByRole('link', { name: 'Sydney Summit Swag' }).click()
  await expect(page).toHaveURL(/\/dashboard\/projects\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Sydney Summit Swag', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your proposal is ready' })).toBeVisible()
  const finalise = page.getByRole('link', { name: 'Finalise project' })
  await expect(finalise).toHaveAttribute('href', /\/review\/projects\/\d+\/finalise\?key=[\w-]{40,}$/)

  const shareField = page.getByLabel('Share the finalise link')
  const shareLink = await shareField.inputValue()
  expect(shareLink).toBe(await finalise.getAttribute('href'))
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expect(page.getByText('Link copied to your clipboard.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink)

  // Archiving asks first; cancelling (or Escape) changes nothing and gives the focus back.
  const archive = page.getByRole('button', { name: 'Archive', exact: true })
  await archive.click()
  const dialog = page.getByRole('dialog', { name: 'Archive “Sydney Summit Swag”?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(archive).toBeFocused()
  await archive.click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(archive).toBeFocused()
  await archive.click()
  await dialog.getByRole('button', { name: 'Archive project' }).click()
  await expect(page.getByText('This project is archived.')).toBeVisible()

  await page.getByRole('link', { name: 'All projects' }).click()
  await expect(page.getByRole('link', { name: 'Sydney Summit Swag' })).toHaveCount(0)
  await page.getByRole('link', { name: /^Archived/ }).click()
  await expect(page).toHaveURL(/visibility=archived/)
  await page.getByRole('link', { name: 'Sydney Summit Swag' }).click()
  await page.getByRole('button', { name: 'Restore project' }).click()
  await expect(page.getByText('This project is archived.')).toBeHidden()
  await page.getByRole('link', { name: 'All projects' }).click()
  await expect(page.getByRole('link', { name: 'Sydney Summit Swag' })).toBeVisible()
})

test('the active projects put what awaits the customer first, and completed ones have their own view', async ({ page }) => {
  await logIn(page, '/dashboard/projects')
  const names = page.getByRole('region', { name: 'Active projects' }).getByRole('heading')
  // Newest first within each group: the payment and the proposal waiting on the customer lead.
  await expect(names).toHaveText(['Client Gift Boxes', 'Sydney Summit Swag', 'Q3 Sales Kickoff', 'Onboarding Kit 2027'])
  await shoot(page, 'dashboard-projects-active')

  await page.getByRole('link', { name: /^Completed/ }).click()
  await expect(page).toHaveURL(/visibility=completed/)
  await expect(page.getByRole('region', { name: 'Completed projects' }).getByRole('heading')).toHaveText(['Conference Essentials', 'Team Hoodies'])
  await shoot(page, 'dashboard-projects-completed')
})

test('a customer browses orders with the filters and opens one awaiting artwork approval', async ({ page }) => {
  await logIn(page, '/dashboard/orders')
  const table = page.getByRole('table', { name: /your orders/i })
  await expect(table.getByRole('row')).toHaveCount(4)

  await page.getByLabel('Status').selectOption({ label: 'Completed' })
  await expect(page).toHaveURL(/status=completed/)
  await expect(table.getByRole('link', { name: 'Conference Essentials' })).toBeVisible()
  await expect(table.getByRole('link', { name: 'Team Hoodies' })).toHaveCount(0)

  await page.getByLabel('Order', { exact: true }).selectOption({ label: 'Conference Essentials' })
  await expect(page).toHaveURL(/order=\d+/)
  await expect(table.getByRole('row')).toHaveCount(2)

  // The filters live in the address, so Back returns to the previous view.
  await page.goBack()
  await expect(page).not.toHaveURL(/order=\d+/)
  await expect(page.getByLabel('Order', { exact: true })).toHaveValue('')

  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/dashboard\/orders$/)
  await table.getByRole('link', { name: 'Team Hoodies' }).click()
  await expect(page.getByRole('heading', { name: 'Team Hoodies', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /proofs are waiting for your approval/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Review artwork' })).toHaveAttribute('href', /\/review\/orders\/\d+\/artwork-approval\?key=[\w-]{40,}$/)
})

test('the lists work on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await logIn(page, '/dashboard/orders')
  // The same rows stack into cards: no column headers, each value labelled in the card.
  const table = page.getByRole('table', { name: /your orders/i })
  await expect(table.getByRole('columnheader')).toHaveCount(0)
  const teamHoodies = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Team Hoodies' }) })
  await expect(teamHoodies.getByText('Artwork')).toBeVisible()
  await teamHoodies.getByRole('link', { name: 'Team Hoodies' }).click()
  await expect(page.getByRole('heading', { name: 'Team Hoodies', level: 1 })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  await page.goto('/dashboard/projects')
  await page.getByRole('link', { name: 'Client Gift Boxes' }).click()
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})
