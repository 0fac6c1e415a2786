import { shippingCompany } from './company-fixture'
import { expect, screenNow, test } from './journey'
import { linkFromOutbox } from './outbox'
import { makeProject } from './review-orders'

/**
 * A requester's project paid on account goes over their budget: the payment page says it waits
 * for approval and why; the approver's emailed link shows the project's lines and total; the owner
 * approves it on the Approvals page and the invoice is issued. A fresh company, at 390 and 1280 px.
 */

for (const width of [390, 1280]) {
  test(`a project paid on account over budget waits for approval, then is invoiced (${width} px)`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const { owner, people, company } = await shippingCompany(request, 'Account', { Riley: 'requester', Avery: 'approver' })
    const ownerSession = await request.post('/payload-api/customers/login', { data: owner })
    const { token } = (await ownerSession.json()) as { token: string }
    const budget = await request.post('/payload-api/budgets', {
      headers: { authorization: `JWT ${token}` },
      data: { scope: 'member', member: people.Riley.id, period: 'monthly', resetDay: 1, spendLimit: 10_000 },
    })
    expect(budget.ok(), await budget.text()).toBe(true)
    const project = await makeProject(request, 'awaiting_payment', people.Riley, company)

    // Whoever holds the payment link asks for an invoice: $100 of budget does not cover it.
    const payer = await browser.newContext({ viewport: { width, height: 900 } })
    const payment = await payer.newPage()
    await payment.goto(`/review/projects/${project.id}/payment?key=${project.shareKey}`)
    await payment.getByText('Pay by invoice').click()
    await payment.getByLabel('Send the invoice to').fill('accounts@example.com')
    await payment.getByRole('button', { name: 'Issue invoice' }).click()
    await expect(payment.getByText('Paying on account waits for approval')).toBeVisible({ timeout: 30_000 })
    await expect(payment.getByText(/over its \$100\.00 limit/).first()).toBeVisible()
    await expect(payment.getByText('Pay by card', { exact: false }).first()).toBeVisible()
    await screenNow(payment, 'on-account-waiting')

    // The approver's emailed link shows what the project is.
    const link = await payer.newPage()
    await link.goto(await linkFromOutbox(request, people.Avery.email, '/approvals/decide'))
    await expect(link.getByRole('heading', { name: `Project “${project.name}” on account waits for your decision` })).toBeVisible()
    await expect(link.getByText('On account, by invoice due in 14 days')).toBeVisible()
    await expect(link.getByText('10 × Classic Cotton Tee — Black, 20 × Recycled Cotton Tote')).toBeVisible()
    await screenNow(link, 'on-account-link')
    await payer.close()

    // The owner sees it waiting on the project, and approves it from the Approvals page.
    expect((await page.request.post('/payload-api/customers/login', { data: owner })).ok()).toBe(true)
    await page.goto(`/dashboard/projects/${project.id}`)
    await expect(page.getByText('Paying on account waits for approval')).toBeVisible()
    await expect(page.getByText('It waits for an approver; the invoice is issued as soon as it is approved.')).toBeVisible()
    await screenNow(page, 'on-account-project')
    await page.goto('/dashboard/approvals')
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Project “${project.name}” on account` }) })
    await expect(row.getByText('Asked by Riley Account')).toBeVisible()
    await screenNow(page, 'on-account-approvals')
    await row.getByRole('button', { name: `Approve project “${project.name}” on account` }).click()
    await expect(row.getByText('Approved', { exact: true })).toBeVisible()

    await page.goto(`/review/projects/${project.id}/payment?key=${project.shareKey}`)
    await expect(page.getByRole('heading', { name: 'Order placed, invoice on its way' })).toBeVisible()
    await screenNow(page, 'on-account-invoiced')
  })
}
