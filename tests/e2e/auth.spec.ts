import { type Page } from '@playwright/test'
import { expect, test } from './journey'
import { linkFromOutbox, STAFF, staffToken, unique, verifiedCustomer } from './outbox'

/** The auth journeys in Chromium: log in, sign up, reset, log out, account settings, impersonation. */
const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

const logIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test('an anonymous visit to orders asks to log in, a wrong password says so, the right one goes back to orders', async ({ page }) => {
  await page.goto('/dashboard/orders')
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Forders$/)
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await logIn(page, CUSTOMER.email, 'not-my-password')
  await expect(page.getByRole('alert').filter({ hasText: 'That email and password don’t match' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(CUSTOMER.email)
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await expect(page).toHaveURL(/\/dashboard\/orders$/)
  // Signed in, /auth itself goes on to the dashboard.
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/dashboard\/projects$/)
})

test('sign up, verify through the emailed link, then log in', async ({ page, request }) => {
  const email = unique('signup')
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await page.getByLabel('First name').fill('Casey')
  await page.getByLabel('Last name').fill('Nguyen')
  await page.getByLabel('Company (optional)').fill('Brightside Studio')
  await page.getByLabel('Work email').fill(email)
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('short')
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('not met yet')
  await password.fill('brightside-2026')
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('(met)')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  await page.goto(await linkFromOutbox(request, email, '/auth/verify'))
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible()
  await page.getByRole('link', { name: 'Log in' }).click()
  await logIn(page, email, 'brightside-2026')
  await expect(page).toHaveURL(/\/dashboard\/projects$/)
})

test('forgot password, reset through the emailed link, and land signed in', async ({ page, request }) => {
  const { email } = await verifiedCustomer(request)
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  await page.goto(await linkFromOutbox(request, email, '/auth/reset-password'))
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password').fill('a-fresh-start-9')
  await page.getByRole('button', { name: 'Save and log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/projects$/)
  await page.goto('/dashboard/account-settings')
  await expect(page.getByText(`You log in with ${email}`)).toBeVisible()
})

test('log out forgets the customer, the enquiry and the shipment selection', async ({ page, context }) => {
  await page.goto('/auth')
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await expect(page).toHaveURL(/\/dashboard\/projects$/)
  await page.evaluate(() => {
    localStorage.setItem('enquiryId', '123')
    localStorage.setItem('localEnquiry', JSON.stringify({ name: 'Kept', items: [] }))
    localStorage.setItem('defaultEnquiryName', JSON.stringify('My Stale Swag'))
    localStorage.setItem('shipmentItems', JSON.stringify([{ inventoryItem: 1, quantity: 2 }]))
  })
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  const stored = await page.evaluate(() =>
    ['enquiryId', 'localEnquiry', 'defaultEnquiryName', 'shipmentItems'].map((key) => localStorage.getItem(key)),
  )
  expect(stored.slice(0, 2)).toEqual([null, null])
  expect(stored[2]).not.toBe(JSON.stringify('My Stale Swag'))
  expect(stored[3]).toBeNull()
  expect((await context.cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(false)
  await page.goto('/dashboard/projects')
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Fprojects$/)
})

test('a logout the server refuses says so and stays signed in; the next one logs out', async ({ page }) => {
  await page.goto('/auth')
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await expect(page).toHaveURL(/\/dashboard\/projects$/)
  await page.route('**/payload-api/customers/logout', (route) =>
    route.fulfill({ status: 500, json: { errors: [{ message: 'Something went wrong.' }] } }),
  )
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Log out failed' })).toHaveText(
    'Log out failed (Something went wrong.). You are still signed in; try again.',
  )
  await expect(page).toHaveURL(/\/dashboard\/projects$/)
  await page.unroute('**/payload-api/customers/logout')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('account settings saves a new name and phone', async ({ page, request }) => {
  const { email, password } = await verifiedCustomer(request)
  await page.goto('/auth?next=%2Fdashboard%2Faccount-settings')
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/dashboard\/account-settings$/)
  await page.getByLabel('First name').fill('Robyn')
  await page.getByLabel('Phone (optional)').fill('0400 000 00')
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('Enter a valid phone number for the country chosen')).toBeVisible()
  await expect(page.getByLabel('Phone (optional)')).toBeFocused()
  await expect(page.getByLabel('First name')).toHaveValue('Robyn')
  await page.getByLabel('Phone (optional)').fill('0491 570 156')
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Robyn Park')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Robyn')
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('0491 570 156')
})

test('staff views the dashboard as the demo customer, sees their projects, and stops', async ({ page, context, request }) => {
  const token = await staffToken(request)
  const { docs } = await (
    await request.get(`/payload-api/customers?where[email][equals]=${encodeURIComponent(CUSTOMER.email)}&depth=0`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()
  const customerId = docs[0].id as number

  await page.goto('/admin')
  await page.getByLabel('Email').fill(STAFF.email)
  await page.getByLabel('Password').fill(STAFF.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/customers/${customerId}`)
  await page.getByRole('button', { name: 'View dashboard as' }).click()

  await expect(page).toHaveURL(/\/dashboard\/projects$/)
  const banner = page.getByRole('status').filter({ hasText: 'You are viewing the dashboard as' })
  await expect(banner).toContainText('Jordan Lee')
  await expect(page.getByText('Sydney Summit Swag').first()).toBeVisible()

  // A second tab on the dashboard reloads when the first one stops.
  const other = await context.newPage()
  await other.goto('/dashboard/account-settings')
  await expect(other.getByText('Only Jordan can change this').first()).toBeVisible()

  await banner.getByRole('button', { name: 'Stop' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/customers/${customerId}(\\?|$)`))
  await expect(other).toHaveURL(/\/admin\/collections\/customers(\?|$)/)
  await page.goto('/dashboard/projects')
  await expect(page).toHaveURL(/\/admin\/collections\/customers(\?|$)/)
})
