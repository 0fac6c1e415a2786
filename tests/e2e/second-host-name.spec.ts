import { expect, test } from './journey'
import { customerOfOwn, orderAwaitingArtwork } from './review-orders'

/**
 * The app opened at a second host name: the server's SERVER_URL is http://127.0.0.1:<port>
 * (playwright.config.ts), and this journey opens it as localhost, as someone following the other
 * address would. Signed in there, every write must work and logging out must end the session.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT || 3210}` })

test('at a second host name a customer signs in, saves their details, approves artwork and logs out for good', async ({ page, context, request }) => {
  const customer = await customerOfOwn(request, 'second-host')
  const order = await orderAwaitingArtwork(request, customer)

  await page.goto('/auth?next=%2Fdashboard%2Faccount-settings')
  await page.getByLabel('Email').fill(customer.email)
  await page.getByLabel('Password', { exact: true }).fill(customer.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard\/account-settings$/)

  await page.getByLabel('First name').fill('Robyn')
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Robyn')

  await page.goto(order.link)
  await expect(page.getByRole('heading', { name: order.name })).toBeVisible()
  const [first] = await page.getByRole('article').all()
  await first!.getByRole('button', { name: /^Approve/ }).click()
  await expect(first!.getByText('Approved', { exact: true })).toBeVisible()
  await expect(page.getByTestId('artwork-progress')).toHaveText('1 of 2 approved')
  expect((await order.staff.get(`/orders/${order.id}?depth=0`)).artworkReviewItems[0].status).toBe('approved')

  await page.goto('/dashboard/projects')
  const token = (await context.cookies()).find((cookie) => cookie.name === 'payload-token')?.value
  expect(token).toBeTruthy()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  expect((await context.cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(false)
  const me = await page.request.get('/payload-api/customers/me?depth=0', { headers: { authorization: `Bearer ${token}` } })
  expect((await me.json()).user).toBeNull()
  await page.goto('/dashboard/projects')
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Fprojects$/)
})
