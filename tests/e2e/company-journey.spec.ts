import { shippingCompany } from './company-fixture'
import { expect, screenNow, test } from './journey'
import { linkFromOutbox, verifiedCustomer } from './outbox'

/**
 * A company's whole journey in one: the owner invites a new colleague as a requester from the
 * Members page; the colleague accepts from the emailed link; the owner gives them a $50 monthly
 * budget; their second $30 shipment would go over it and waits for approval; the company's
 * approver approves it from the link in their email, without logging in; it is booked, and the
 * budget shows it. A fresh company of the journey's own, at 390 and 1280 px.
 */
for (const width of [390, 1280]) {
  test(`invite, accept, a request over budget approved by email link, booked (${width} px)`, async ({ page, browser, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 })
    const { owner, people, company, stock, recipient } = await shippingCompany(request, 'Journey', { Avery: 'approver' })
    const colleague = await verifiedCustomer(request)
    expect((await page.request.post('/payload-api/customers/login', { data: owner })).ok()).toBe(true)

    await page.goto('/dashboard/members')
    await page.getByLabel('Email addresses').fill(colleague.email)
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Requester' })
    await page.getByRole('button', { name: 'Send invitations' }).click()
    await expect(page.getByText('Invited 1 person')).toBeVisible()
    await screenNow(page, 'journey-invited')

    // The colleague, signed in, opens the emailed link and joins.
    const theirs = await browser.newContext({ viewport: { width, height: 900 } })
    const joining = await theirs.newPage()
    expect((await joining.request.post('/payload-api/customers/login', { data: colleague })).ok()).toBe(true)
    await joining.goto(await linkFromOutbox(request, colleague.email, '/join/'))
    await expect(joining.getByRole('heading', { name: /invited you to join .+ as Requester/ })).toBeVisible()
    await joining.getByRole('button', { name: /^Accept and join/ }).click()
    await expect(joining).toHaveURL(/\/dashboard\/projects$/)
    await expect(joining.getByRole('combobox', { name: 'Company you are working in' }).locator('option:checked')).toHaveText(/· Requester$/)
    await screenNow(joining, 'journey-joined')

    await page.goto('/dashboard/budgets')
    await page.getByLabel('Member', { exact: true }).selectOption({ label: 'Robin Park' })
    await page.getByLabel('Limit (AUD incl. GST)').fill('50')
    await page.getByRole('button', { name: 'Add budget' }).click()
    const budget = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Robin Park' }) })
    await expect(budget.getByText('Monthly, resets on the 1st each month')).toBeVisible()

    // Two requests over the API the dashboard uses: $30 fits $50, the next $30 does not.
    await theirs.addCookies([{ name: 'company', value: String(company), url: baseURL! }])
    const ask = () =>
      joining.request.post('/payload-api/shipments/request', {
        data: { items: [{ inventoryItem: stock, quantity: 1 }], recipients: [recipient] },
        headers: { 'sec-fetch-site': 'same-origin' },
      })
    expect(await (await ask()).json()).toMatchObject({ held: [] })
    const [held] = ((await (await ask()).json()) as { held: { id: number; reason: string }[] }).held
    expect(held?.reason).toBe('Held for approval: $30.00 would take Robin Park (monthly) over its $50.00 limit; $20.00 is left this period.')
    await joining.goto('/dashboard/shipments')
    await expect(joining.getByRole('region', { name: 'Your shipments' }).getByText('Awaiting approval')).toBeVisible()
    await screenNow(joining, 'journey-held')

    // The approver's emailed link, in a browser that is not logged in.
    const elsewhere = await browser.newContext({ viewport: { width, height: 900 } })
    const link = await elsewhere.newPage()
    await link.goto(await linkFromOutbox(request, people.Avery.email, '/approvals/decide'))
    await expect(link.getByRole('heading', { name: `Shipment #${held!.id} waits for your decision` })).toBeVisible()
    await screenNow(link, 'journey-approval-link')
    await link.getByRole('button', { name: `Approve shipment #${held!.id}` }).click()
    await expect(link.getByText('Approved. Thank you', { exact: false })).toBeVisible()
    await elsewhere.close()

    // Booked: nothing waits, and the budget counts both shipments.
    await joining.goto('/dashboard/shipments')
    await expect(joining.getByRole('region', { name: 'Your shipments' }).getByText('Awaiting approval')).toHaveCount(0)
    await screenNow(joining, 'journey-booked')
    await theirs.close()
    await page.goto('/dashboard/budgets')
    await expect(budget.getByText('$60.00')).toBeVisible()
    await screenNow(page, 'journey-budget-spent')
  })
}
