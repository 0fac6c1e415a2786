import { type APIRequestContext } from '@playwright/test'

import { expect, screenNow, test } from './journey'
import { linkFromOutbox, staffToken, verifiedCustomer } from './outbox'

/**
 * The demo customer, owner of Harbour & Co., invites a colleague from the Members page (a bad line
 * in the list is reported, and the good one invited when asked for); the colleague opens the emailed link signed out, logs in from it, comes back to it and joins, and
 * the dashboard opens in Harbour & Co. At 390 and 1280 px.
 */

const OWNER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

/** Staff take a journey's colleague out of Harbour & Co. again, so the demo company is as seeded. */
const leaveHarbour = async (request: APIRequestContext, email: string, role: string) => {
  const headers = { authorization: `JWT ${await staffToken(request)}` }
  const customers = await request.get(`/payload-api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  const customer = ((await customers.json()) as { docs: { id: number }[] }).docs[0]!
  const memberships = await request.get(`/payload-api/memberships?where[customer][equals]=${customer.id}&where[role][equals]=${role}&depth=0`, {
    headers,
  })
  const { docs } = (await memberships.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  expect((await request.delete(`/payload-api/memberships/${docs[0]!.id}`, { headers })).ok()).toBe(true)
}

for (const width of [390, 1280]) {
  test(`invites a colleague by email, who logs in from the link and joins (${width} px)`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const invitee = await verifiedCustomer(request)
    expect((await page.request.post('/payload-api/customers/login', { data: OWNER })).ok()).toBe(true)
    await page.goto('/dashboard/members')
    await page.getByLabel('Email addresses').fill(`not-an-address\n${invitee.email}`)
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Finance' })
    await page.getByRole('button', { name: 'Send invitations' }).click()
    // A bad line stops the list; the good one goes out when asked for alone.
    await expect(page.getByText('Line 1: "not-an-address" is not a valid email address.')).toBeVisible()
    await screenNow(page, 'members-invite-problems')
    await page.getByRole('button', { name: 'Invite the 1 good one' }).click()
    await expect(page.getByText('Invited 1 person')).toBeVisible()
    await expect(page.getByText(invitee.email)).toBeVisible()
    await screenNow(page, 'members-invited')

    const guest = await browser.newContext({ viewport: { width, height: 900 } })
    const joining = await guest.newPage()
    await joining.goto(await linkFromOutbox(request, invitee.email, '/join/'))
    await expect(joining.getByRole('heading', { name: /invited you to join Harbour & Co\. as Finance/ })).toBeVisible()
    await screenNow(joining, 'join-invitation')
    await joining.getByRole('link', { name: 'Log in to accept' }).click()
    await expect(joining).toHaveURL(/\/auth\?/)
    await joining.getByLabel('Email', { exact: true }).fill(invitee.email)
    await joining.getByLabel('Password', { exact: true }).fill(invitee.password)
    await joining.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(joining).toHaveURL(/\/join\//)
    await screenNow(joining, 'join-signed-in')
    await joining.getByRole('button', { name: 'Accept and join Harbour & Co.' }).click()
    await expect(joining).toHaveURL(/\/dashboard\/projects$/)
    await expect(joining.getByRole('combobox', { name: 'Company you are working in' }).locator('option:checked')).toHaveText(
      'Harbour & Co. · Finance',
    )
    await guest.close()

    // The colleague leaves Harbour & Co. again, so the demo company's members are as seeded.
    await leaveHarbour(request, invitee.email, 'finance')
  })
}

for (const width of [390, 1280]) {
  test(`opens the company to colleagues at its email domain, and one joins from their projects (${width} px)`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const headers = { authorization: `JWT ${await staffToken(request)}` }
    const colleague = { email: `kim-${Date.now()}-${width}@swagly.example`, password: 'kim-password-2026' }
    const made = await request.post('/payload-api/customers', {
      headers,
      data: { ...colleague, firstName: 'Kim', lastName: 'Nguyen', isActive: true, _verified: true },
    })
    expect(made.ok()).toBe(true)
    expect((await page.request.post('/payload-api/customers/login', { data: OWNER })).ok()).toBe(true)
    await page.goto('/dashboard/members')
    const setting = page.getByRole('region', { name: 'Joining by email domain' })
    await setting.getByRole('button', { name: 'Let colleagues at @swagly.example join' }).click()
    await expect(setting.getByText('Anyone with a verified @swagly.example address can join Harbour & Co. as Requester.')).toBeVisible()
    await setting.scrollIntoViewIfNeeded()
    await screenNow(page, 'members-domain-open')

    const guest = await browser.newContext({ viewport: { width, height: 900 } })
    const joining = await guest.newPage()
    expect((await joining.request.post('/payload-api/customers/login', { data: colleague })).ok()).toBe(true)
    await joining.goto('/dashboard/projects')
    const offer = joining.getByRole('region', { name: 'Companies you can join' })
    await expect(offer.getByText('lets colleagues with an @swagly.example address join as Requester.')).toBeVisible()
    await screenNow(joining, 'projects-joinable-company')
    await offer.getByRole('button', { name: 'Join Harbour & Co.' }).click()
    await expect(joining.getByRole('combobox', { name: 'Company you are working in' }).locator('option:checked')).toHaveText(
      'Harbour & Co. · Requester',
    )
    await guest.close()

    // Closed again, and the colleague gone, so the demo company is as seeded for the journeys after this one.
    await setting.getByRole('button', { name: 'Turn off' }).click()
    await expect(setting.getByText('Only people you invite can join Harbour & Co.')).toBeVisible()
    await leaveHarbour(request, colleague.email, 'requester')
  })
}
