import { shippingCompany } from './company-fixture'
import { expect, screenNow, test } from './journey'

/**
 * An owner sets a requester's monthly budget on the Budgets page and puts them in a team on the
 * Members page; the requester's first shipment fits and is booked, the second would go over and
 * waits for approval with the reason on the shipment; both see where the budget stands; the owner
 * approves it on the Approvals page and it is booked. A fresh company of the journey's own, at 390
 * and 1280 px.
 */

for (const width of [390, 1280]) {
  test(`sets a member's budget; a request over it waits for approval (${width} px)`, async ({ page, browser, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 })
    const { owner, people, company, stock, recipient } = await shippingCompany(request, 'Budget', { Riley: 'requester' })
    const requester = people.Riley
    expect((await page.request.post('/payload-api/customers/login', { data: owner })).ok()).toBe(true)

    await page.goto('/dashboard/budgets')
    await expect(page.getByRole('heading', { name: 'No budgets yet' })).toBeVisible()
    await page.getByLabel('Member', { exact: true }).selectOption({ label: 'Riley Budget' })
    await page.getByLabel('Limit (AUD incl. GST)').fill('50')
    await page.getByRole('button', { name: 'Add budget' }).click()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Riley Budget' }) })
    await expect(card.getByText('Monthly, resets on the 1st each month')).toBeVisible()
    await expect(card.getByText('$50.00')).toHaveCount(2)
    await screenNow(page, 'budgets-added')

    await page.goto('/dashboard/members')
    await page.getByRole('button', { name: /No team \(change Riley Budget’s team\)/ }).click()
    await page.getByLabel('Riley Budget’s team').fill('Events')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('button', { name: /Team: Events/ })).toBeVisible()
    await screenNow(page, 'members-team')

    // The requester asks twice over the API their dashboard also uses: $30 fits $50, the next $30 does not.
    const guest = await browser.newContext({ viewport: { width, height: 900 } })
    const asked = await guest.newPage()
    expect((await asked.request.post('/payload-api/customers/login', { data: requester })).ok()).toBe(true)
    const body = { items: [{ inventoryItem: stock, quantity: 1 }], recipients: [recipient] }
    await guest.addCookies([{ name: 'company', value: String(company), url: baseURL! }])
    // As the dashboard's own fetches say they are; the server refuses cookie-signed writes from elsewhere.
    const headers = { 'sec-fetch-site': 'same-origin' }
    const first = await asked.request.post('/payload-api/shipments/request', { data: body, headers })
    expect(await first.json()).toMatchObject({ held: [] })
    const second = await asked.request.post('/payload-api/shipments/request', { data: body, headers })
    expect(((await second.json()) as { held: unknown[] }).held).toHaveLength(1)

    await asked.goto('/dashboard/shipments')
    const shipments = asked.getByRole('region', { name: 'Your shipments' })
    await expect(shipments.getByText('Awaiting approval')).toBeVisible()
    await expect(
      shipments.getByText('Held for approval: $30.00 would take Riley Budget (monthly) over its $50.00 limit; $20.00 is left this period.'),
    ).toBeVisible()
    await screenNow(asked, 'shipments-held')
    await asked.goto('/dashboard/budgets')
    const own = asked.getByRole('listitem').filter({ has: asked.getByRole('heading', { name: 'Riley Budget' }) })
    await expect(own.getByText('$20.00')).toBeVisible()
    await expect(own.getByRole('button', { name: /Change/ })).toHaveCount(0)
    await screenNow(asked, 'budgets-requester')
    await guest.close()

    await page.goto('/dashboard/budgets')
    await card.getByText('Change').click()
    await card.getByLabel('Limit (AUD incl. GST)').fill('20')
    await card.getByRole('button', { name: 'Save' }).click()
    await expect(card.getByText('$30.00 is already reserved this period, so the limit cannot go below it.', { exact: false })).toBeVisible()
    await screenNow(page, 'budgets-limit-refused')

    // The owner approves the held request: it is booked, over the budget, and the budget says so.
    await page.goto('/dashboard/approvals')
    const waiting = page.getByRole('region', { name: 'Waiting for your decision' })
    await expect(waiting.getByText('Asked by Riley Budget', { exact: false })).toBeVisible()
    await screenNow(page, 'approvals-waiting')
    await waiting.getByRole('button', { name: /^Approve/ }).click()
    await expect(waiting.getByText('Nothing is waiting for you to decide.')).toBeVisible()
    const decided = page.getByRole('region', { name: 'Decided lately' })
    await expect(decided.getByText('Approved by you as Owner', { exact: false })).toBeVisible()
    await screenNow(page, 'approvals-decided')
    await page.goto('/dashboard/budgets')
    await expect(card.getByText('$60.00')).toBeVisible()
  })
}
