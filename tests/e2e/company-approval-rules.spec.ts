import { logInToAdmin } from './admin'
import { shippingCompany } from './company-fixture'
import { expect, screenNow, test } from './journey'
import { linkFromOutbox } from './outbox'

/**
 * An owner adds an approval rule on the Approvals page (a requester's request over $20 needs an
 * approver, then finance); the requester's $30 shipment waits for it; the approver approves from
 * the link in their email, without logging in; finance, from theirs, first sees the page offer
 * what the link chose and approves; the shipment is booked, and staff see the rule and the approval
 * on the company's admin page. A fresh company of the journey's own, at 390 and 1280 px.
 */
for (const width of [390, 1280]) {
  test(`holds a request for an approval chain decided from emailed links (${width} px)`, async ({ page, browser, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 })
    const { owner, people, company, stock, recipient } = await shippingCompany(request, 'Rules', {
      Riley: 'requester',
      Avery: 'approver',
      Frankie: 'finance',
    })
    expect((await page.request.post('/payload-api/customers/login', { data: owner })).ok()).toBe(true)

    await page.goto('/dashboard/approvals')
    await expect(page.getByText('No rules yet: only requests over a budget wait for approval.')).toBeVisible()
    await page.getByLabel('Requests over').fill('20')
    await page.getByLabel('Requester').check()
    await page.getByLabel('Step 2').selectOption({ label: 'Finance' })
    await page.getByRole('button', { name: 'Add rule' }).click()
    await expect(page.getByText('A request over $20.00 by a requester needs an approver, then finance.')).toBeVisible()
    await screenNow(page, 'approval-rules')

    // The requester asks over the API their dashboard uses; the rule holds it within any budget.
    const asking = await browser.newContext({ viewport: { width, height: 900 } })
    const asker = await asking.newPage()
    expect((await asker.request.post('/payload-api/customers/login', { data: people.Riley })).ok()).toBe(true)
    await asking.addCookies([{ name: 'company', value: String(company), url: baseURL! }])
    const asked = await asker.request.post('/payload-api/shipments/request', {
      data: { items: [{ inventoryItem: stock, quantity: 1 }], recipients: [recipient] },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    const [held] = ((await asked.json()) as { held: { id: number; reason: string }[] }).held
    expect(held?.reason).toBe('Held for approval: a request over $20.00 by a requester needs an approver, then finance.')
    await asker.goto('/dashboard/approvals')
    const mine = asker.getByRole('region', { name: 'Waiting for someone else' })
    await expect(mine.getByRole('list', { name: 'Approval steps' }).getByText('1. An approver: waiting')).toBeVisible()
    await screenNow(asker, 'approvals-requester-waiting')
    await asking.close()

    // The approver's emailed link, opened in a browser that is not logged in.
    const outsider = await browser.newContext({ viewport: { width, height: 900 } })
    const link = await outsider.newPage()
    await link.goto(await linkFromOutbox(request, people.Avery.email, '/approvals/decide'))
    await expect(link.getByRole('heading', { name: `Shipment #${held!.id} waits for your decision` })).toBeVisible()
    await expect(link.getByText('Deciding as Avery Rules.', { exact: false })).toBeVisible()
    await screenNow(link, 'approval-link')
    await link.getByRole('button', { name: `Approve shipment #${held!.id}` }).click()
    await expect(link.getByText('Approved. The request now goes to the next step.')).toBeVisible()
    await screenNow(link, 'approval-link-approved')

    // Finance's link for step 2 says decline first when that is the link they followed.
    const financeLink = await linkFromOutbox(request, people.Frankie.email, '/approvals/decide', 'step 2 of 2')
    await link.goto(financeLink.replace('decision=approve', 'decision=decline'))
    await expect(link.getByText('step 2 of 2', { exact: false })).toBeVisible()
    await expect(link.getByRole('button', { name: `Decline shipment #${held!.id}` })).toBeVisible()
    await screenNow(link, 'approval-link-decline')
    await link.getByRole('button', { name: 'Approve instead' }).click()
    await link.getByRole('button', { name: `Approve shipment #${held!.id}` }).click()
    await expect(link.getByText('Approved. Thank you', { exact: false })).toBeVisible()
    await link.reload()
    await expect(link.getByRole('heading', { name: 'This request is approved' })).toBeVisible()
    await outsider.close()

    await page.goto('/dashboard/approvals')
    const decided = page.getByRole('region', { name: 'Decided lately' })
    await expect(decided.getByText('2. Finance: approved by Frankie Rules as Finance')).toBeVisible()
    await screenNow(page, 'approvals-chain-decided')
    await page.goto('/dashboard/shipments')
    await expect(page.getByRole('region', { name: 'Your shipments' }).getByText('Awaiting approval')).toHaveCount(0)

    // Staff see the company's rules and approvals on its page in the admin.
    const staff = await browser.newContext({ viewport: { width, height: 900 } })
    const admin = await staff.newPage()
    await logInToAdmin(admin)
    await admin.goto(`/admin/collections/companies/${company}`)
    await expect(admin.getByText('A request over $20.00 by a requester needs an approver, then finance')).toBeVisible()
    await screenNow(admin, 'admin-company')
    await staff.close()
  })
}
