import { beforeAll, describe, expect, it } from 'vitest'

import { ORDERS_PER_PAGE, PROJECTS_PER_PAGE } from '../../src/domain/dashboard-filters'
import { ORDERS_IN_PICKER } from '../../src/domain/order-choices'
import { AWAITING_CUSTOMER } from '../../src/domain/project-next-action'
import { homeCompanyOf } from '../support/companies'
import { api, DEMO, login, request } from '../support/http'

/**
 * The Projects and Orders screens of the dashboard over HTTP, as the demo customer (A) and the
 * second customer (B): each sees only their own, and the other's ids are simply not found.
 */

type Doc = { id: number; name: string; status: string; company?: number; shareKey?: string; visibility?: string; artworkReviewItems?: unknown[] }

let staff: string
let cookieA: string
let cookieB: string
let projectsA: Doc[]
let projectB: Doc
let ordersA: Doc[]
let orderB: Doc
let ordersB: Doc[]
let customerB: number

// Payload accepts the auth cookie from a browser's same-origin request (Sec-Fetch-Site), as a page load is.
const page = (path: string, cookie?: string) => request<string>(path, { cookie, headers: cookie ? { 'sec-fetch-site': 'same-origin' } : {} })

const byName = (docs: Doc[], name: string) => {
  const doc = docs.find((candidate) => candidate.name === name)
  if (!doc) throw new Error(`The seed has no "${name}"`)
  return doc
}

/** An order the order picker is given, in the page's data (a JSON string inside a script): its id and name. */
const inPageData = (order: Doc) => `{\\"id\\":${order.id},\\"name\\":\\"${order.name}\\"`

/** The ids of the orders a list page links to, in the order they appear. */
const linkedOrderIds = (html: string) => [...new Set([...html.matchAll(/href="\/dashboard\/orders\/(\d+)"/g)].map((match) => Number(match[1])))]

/** A customer's (or a company's) newest hundred documents of a collection, newest first, as staff read them. */
const list = async (collection: string, owner: number, field = 'customer') =>
  (await api(`/${collection}?where[${field}][equals]=${owner}&limit=100&depth=0&sort=-createdAt`, { token: staff })).body.docs as Doc[]

/** The active projects in the list's order: those awaiting the customer first, then the rest, newest first in each. */
const inListOrder = (projects: Doc[]) => {
  const open = projects.filter((project) => project.visibility === 'active' && project.status !== 'completed')
  const awaiting = (project: Doc) => (AWAITING_CUSTOMER as readonly string[]).includes(project.status)
  return [...open.filter(awaiting), ...open.filter((project) => !awaiting(project))]
}

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  const a = await login('customers', DEMO.customerA)
  const b = await login('customers', DEMO.customerB)
  cookieA = `payload-token=${a.token}`
  cookieB = `payload-token=${b.token}`
  customerB = b.id
  // Other suites add projects without mockups for this customer; the newest one here has one.
  const seededMockup = (await api(`/line-items?where[customer][equals]=${a.id}&where[mockupImage][exists]=true&limit=1&depth=0`, { token: staff }))
    .body.docs[0]
  const withMockup = await api('/projects', {
    token: staff,
    body: { name: 'Mockup Preview Project', customer: a.id, status: 'pending', visibility: 'active' },
  })
  expect(withMockup.status).toBe(201)
  const line = await api('/line-items', {
    token: staff,
    body: { project: withMockup.body.doc.id, title: 'Previewed tee', quantity: 10, pricePerUnit: 1200, mockupImage: seededMockup.mockupImage },
  })
  expect(line.status).toBe(201)
  projectsA = await list('projects', await homeCompanyOf(staff, a), 'company') // as the page lists them: A's company's
  ;[projectB] = await list('projects', b.id)
  // The second customer has no order in the demo data: staff make one, with a name to look for.
  const created = await api('/orders', { token: staff, body: { name: 'Northwind Confidential Order', customer: b.id } })
  expect(created.status).toBe(201)
  orderB = created.body.doc
  ordersA = await list('orders', a.id)
  // Other suites sharing this database may have completed one of the second customer's projects.
  ordersB = await list('orders', b.id)
})

describe('projects list', () => {
  it('shows the customer’s active projects, those awaiting them first, newest first, and never another customer’s', async () => {
    const response = await page('/dashboard/projects', cookieA)
    expect(response.status).toBe(200)
    // Other suites add projects for this customer, so only the first page (ten) is on it; completed
    // projects have a tab of their own.
    const ordered = inListOrder(projectsA)
    const active = ordered.slice(0, PROJECTS_PER_PAGE)
    expect(active.some((project) => (AWAITING_CUSTOMER as readonly string[]).includes(project.status))).toBe(true)
    const positions = active.map((project) => response.body.indexOf(`href="/dashboard/projects/${project.id}"`))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((x, y) => x - y))
    // Other suites may leave enough projects awaiting this customer to push the newest pending one
    // past the first page: its preview is looked for on the page that lists it.
    const mockupPage = Math.floor(ordered.findIndex((project) => project.name === 'Mockup Preview Project') / PROJECTS_PER_PAGE) + 1
    const withPreview = mockupPage === 1 ? response : await page(`/dashboard/projects?page=${mockupPage}`, cookieA)
    expect(withPreview.body).toMatch(/<img[^>]+src="\/payload-api\/mockups\/file\/[^"]+"/)
    expect(response.body).not.toContain('Christmas Party 2025')
    expect(response.body).not.toContain(projectB.name)
    expect(response.body).not.toContain(`/dashboard/projects/${projectB.id}"`)
  })

  it('shows completed projects on their own tab, and not among the active ones', async () => {
    const completed = projectsA.filter((project) => project.visibility === 'active' && project.status === 'completed')
    expect(completed.length).toBeGreaterThan(0)
    const tab = await page('/dashboard/projects?visibility=completed', cookieA)
    expect(tab.status).toBe(200)
    for (const project of completed.slice(0, PROJECTS_PER_PAGE)) expect(tab.body).toContain(`href="/dashboard/projects/${project.id}"`)
    const active = await page('/dashboard/projects', cookieA)
    for (const project of completed) expect(active.body).not.toContain(`href="/dashboard/projects/${project.id}"`)
  })

  it('shows archived projects on their own tab', async () => {
    const response = await page('/dashboard/projects?visibility=archived', cookieA)
    expect(response.status).toBe(200)
    expect(response.body).toContain('Christmas Party 2025')
    expect(response.body).not.toContain('Sydney Summit Swag')
  })

  it('the second customer sees only their own project', async () => {
    const response = await page('/dashboard/projects', cookieB)
    // Other suites add projects of this customer too: the one looked for is the first the list shows.
    const [listedFirst] = inListOrder(await list('projects', customerB))
    expect(response.body).toContain(`href="/dashboard/projects/${listedFirst!.id}"`)
    for (const project of projectsA) expect(response.body).not.toContain(project.name)
  })
})

describe('project detail', () => {
  it('shows the proposal with its share link and the finalise action', async () => {
    const project = byName(projectsA, 'Sydney Summit Swag')
    const response = await page(`/dashboard/projects/${project.id}`, cookieA)
    expect(response.status).toBe(200)
    expect(project.shareKey).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(response.body).toContain(`/review/projects/${project.id}/finalise?key=${project.shareKey}`)
    expect(response.body).toContain('Finalise project')
    expect(response.body).toContain('Swag Packs')
  })

  it('a project awaiting payment offers the payment link; a completed one its order', async () => {
    const awaiting = byName(projectsA, 'Client Gift Boxes')
    const payment = await page(`/dashboard/projects/${awaiting.id}`, cookieA)
    expect(payment.body).toContain(`/review/projects/${awaiting.id}/payment?key=${awaiting.shareKey}`)
    expect(payment.body).toContain('Pay now')

    const completed = byName(projectsA, 'Team Hoodies')
    const order = byName(ordersA, 'Team Hoodies')
    const done = await page(`/dashboard/projects/${completed.id}`, cookieA)
    expect(done.body).toContain(`href="/dashboard/orders/${order.id}"`)
    expect(done.body).not.toContain('/review/projects/')
  })

  it('another customer’s project, an unknown id and a malformed id are all not found', async () => {
    for (const id of [projectB.id, 999999, 'abc', '1.5']) {
      const response = await page(`/dashboard/projects/${id}`, cookieA)
      expect(response.status, `project ${id}`).toBe(404)
      expect(response.body).toContain('We couldn’t find that project')
      expect(response.body).not.toContain(projectB.name)
    }
  })
})

describe('orders list', () => {
  it('lists the customer’s orders, never another customer’s', async () => {
    const response = await page('/dashboard/orders', cookieA)
    expect(response.status).toBe(200)
    // Other suites complete projects of this customer too: the first page holds the newest twenty.
    expect(linkedOrderIds(response.body)).toEqual(ordersA.slice(0, ORDERS_PER_PAGE).map((order) => order.id))
    expect(response.body).not.toContain(orderB.name)

    const theirs = await page('/dashboard/orders', cookieB)
    expect(linkedOrderIds(theirs.body)).toEqual(ordersB.slice(0, ORDERS_PER_PAGE).map((order) => order.id))
    expect(linkedOrderIds(theirs.body)).toContain(orderB.id)
    for (const order of ordersA) expect(theirs.body).not.toContain(order.name)
  })

  it('filters by status, payment status and order, keeping the choices in the address', async () => {
    const completed = ordersA.filter((order) => order.status === 'completed').map((order) => order.id)
    expect(completed.length).toBeGreaterThan(0)
    expect(completed.length).toBeLessThan(ordersA.length)
    const byStatus = await page('/dashboard/orders?status=completed', cookieA)
    expect(linkedOrderIds(byStatus.body)).toEqual(completed)
    expect(byStatus.body).toMatch(/<option value="completed" selected/)

    const proposal = await page('/dashboard/orders?status=proposal_sent&payment=paid', cookieA)
    expect(linkedOrderIds(proposal.body)).toEqual(ordersA.filter((order) => order.status === 'proposal_sent').map((order) => order.id))

    const none = await page('/dashboard/orders?payment=refunded', cookieA)
    expect(linkedOrderIds(none.body)).toEqual([])
    expect(none.body).toContain('No matching orders')

    const one = ordersA[1]!
    const byOrder = await page(`/dashboard/orders?order=${one.id}`, cookieA)
    expect(linkedOrderIds(byOrder.body)).toEqual([one.id])
  })

  it('the order picker offers the customer’s newest orders and no one else’s', async () => {
    const response = await page('/dashboard/orders?status=completed', cookieA)
    // Other suites sharing the database add orders to the first customer's company: the picker carries its newest.
    const newest = (
      await api(`/orders?where[company][equals]=${ordersA[0]!.company}&sort=-createdAt&limit=${ORDERS_IN_PICKER}&depth=0`, { token: staff })
    ).body.docs as Doc[]
    expect(newest.length).toBeGreaterThan(0)
    for (const order of newest) expect(response.body).toContain(inPageData(order))
    expect(response.body).not.toContain(inPageData(orderB))
    expect(response.body).not.toContain(`<option value="${orderB.id}">`)
    // Picking another customer's order id by hand shows nothing of theirs.
    const forged = await page(`/dashboard/orders?order=${orderB.id}`, cookieA)
    expect(linkedOrderIds(forged.body)).toEqual([])
    expect(forged.body).not.toContain(orderB.name)
  })

  it('with many orders, the picker carries the newest and the chosen one, and finds the rest by searching', async () => {
    for (let n = 0; n <= ORDERS_IN_PICKER; n += 1) {
      expect((await api('/orders', { token: staff, body: { name: `Picker order ${n}`, customer: customerB } })).status).toBe(201)
    }
    const orders = (await api(`/orders?where[customer][equals]=${customerB}&limit=0&pagination=false&depth=0&sort=-createdAt`, { token: staff })).body
      .docs as Doc[]
    expect(orders.length).toBeGreaterThan(ORDERS_IN_PICKER)
    const optionIds = (html: string) => [...html.matchAll(/<option value="(\d+)"/g)].map((match) => Number(match[1]))
    const newest = orders.slice(0, ORDERS_IN_PICKER)
    const oldest = orders.at(-1)!

    const html = await page('/dashboard/orders', cookieB)
    expect(optionIds(html.body)).toEqual(newest.map((order) => order.id))
    // Neither the HTML nor the page's data carries the older orders.
    expect(html.body).not.toContain(inPageData(oldest))
    const chosen = await page(`/dashboard/orders?order=${oldest.id}`, cookieB)
    expect(optionIds(chosen.body)).toEqual([...newest, oldest].map((order) => order.id))
    expect(chosen.body).toContain(`<option value="${oldest.id}" selected`)
    const inventory = await page(`/dashboard/inventory?order=${oldest.id}`, cookieB)
    expect(inventory.status).toBe(200)
    // The order filter comes first; the size filter's options follow it.
    expect(optionIds(inventory.body).slice(0, ORDERS_IN_PICKER + 1)).toEqual([...newest, oldest].map((order) => order.id))

    // The search finds any order of the company by the words of its name, and nobody else's.
    const search = (text: string, cookie?: string) =>
      request<{ choices?: { value: string; label: string }[]; error?: string }>(`/dashboard/orders/choices?${new URLSearchParams({ q: text })}`, {
        cookie,
      })
    const found = await search(`  ${oldest.name.toUpperCase()} `, cookieB)
    expect(found.status).toBe(200)
    expect(found.body.choices).toContainEqual({ value: String(oldest.id), label: oldest.name })
    expect((await search('Picker order', cookieB)).body.choices?.map((choice) => Number(choice.value))).toEqual(
      orders
        .filter((order) => order.name.startsWith('Picker order'))
        .slice(0, ORDERS_IN_PICKER)
        .map((order) => order.id),
    )
    expect((await search(oldest.name, cookieA)).body.choices).toEqual([])
    expect((await search(oldest.name)).status).toBe(401)
    const blank = await search('   ', cookieB)
    expect(blank.status).toBe(400)
    expect(blank.body.error).toMatch(/type part of an order/i)
  })
})

describe('order detail', () => {
  it('shows artwork awaiting approval with the approval link', async () => {
    const order = byName(ordersA, 'Team Hoodies')
    const response = await page(`/dashboard/orders/${order.id}`, cookieA)
    expect(response.status).toBe(200)
    expect(response.body).toContain(`/review/orders/${order.id}/artwork-approval?key=${order.shareKey}`)
    expect(response.body).toContain('Awaiting approval')
    expect(response.body).toMatch(/\/payload-api\/artwork-proofs\/file\/[^"]+\.(png|webp)/)
  })

  it('an order with every proof approved has no approval link, and says who approved', async () => {
    const order = byName(ordersA, 'Conference Essentials')
    const response = await page(`/dashboard/orders/${order.id}`, cookieA)
    expect(response.status).toBe(200)
    expect(response.body).not.toContain('/artwork-approval')
    expect(response.body).toContain(`Approved by ${DEMO.customerA.email}`)
  })

  it('another customer’s order, an unknown id and a malformed id are all not found', async () => {
    for (const id of [orderB.id, 999999, 'x1']) {
      const response = await page(`/dashboard/orders/${id}`, cookieA)
      expect(response.status, `order ${id}`).toBe(404)
      expect(response.body).toContain('We couldn’t find that order')
      expect(response.body).not.toContain(orderB.name)
    }
  })
})

describe('anonymous visitors', () => {
  it.each([
    '/dashboard/projects',
    '/dashboard/projects?visibility=archived',
    '/dashboard/projects/1',
    '/dashboard/orders?status=completed',
    '/dashboard/orders/1',
  ])('%s sends them to log in and back', async (path) => {
    const response = await page(path)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(`/auth?next=${encodeURIComponent(path)}`)
  })
})
