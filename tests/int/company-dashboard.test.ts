import { beforeAll, describe, expect, it } from 'vitest'

import { addMember, homeCompanyOf } from '../support/companies'
import { freshCustomer, stockFor } from '../support/customers'
import { api, baseURL, DEMO, login } from '../support/http'
import { reviewFixtures } from '../support/review-fixtures'
import { callServerAction } from '../support/server-action'

/**
 * A member of two companies works in one at a time: the dashboard lists the active company's
 * documents (whoever of its members made them, named), what they make is filed under it, and
 * what they may do is what their role there allows. The company is chosen with the switcher, kept
 * in a cookie that only ever picks among the member's own companies.
 */

type Session = Awaited<ReturnType<typeof freshCustomer>>
const SWITCH = { file: 'src/features/dashboard/company-actions.ts', name: 'switchCompany' }

let staff: string
let owner: Session
let member: Session
let watcher: Session
let outsider: Session
const company = {} as Record<'acme' | 'memberHome' | 'outsiderHome', number>
let acmeProject: { id: number; name: string }
let acmeStock: number
let acmeRecipient: number

/** The session cookie, and the company cookie when one is named. */
const cookieOf = (session: Session, companyId?: number) => `payload-token=${session.token}${companyId ? `; company=${companyId}` : ''}`

/** A browser's REST call from the dashboard: the session and company cookies, from our own pages. */
const asBrowser = (session: Session, companyId?: number) => ({ cookie: cookieOf(session, companyId), headers: { 'sec-fetch-site': 'same-origin' } })

const view = async (path: string, cookie: string) => {
  const response = await fetch(`${baseURL()}${path}`, { headers: { cookie, 'sec-fetch-site': 'same-origin' }, redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

const newRecipient = (session: Session, companyId?: number) =>
  api('/recipients', {
    ...asBrowser(session, companyId),
    body: { fullName: `Filed ${Date.now()}`, address1: '9 Filing Lane', suburb: 'Perth', state: 'WA', postcode: '6000', country: 'AU' },
  })

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  owner = await freshCustomer(staff, 'acme-owner')
  await api(`/customers/${owner.id}`, { method: 'PATCH', token: staff, body: { firstName: 'Olive', lastName: 'Owner' } })
  member = await freshCustomer(staff, 'acme-requester')
  watcher = await freshCustomer(staff, 'acme-viewer')
  outsider = await freshCustomer(staff, 'acme-outsider')
  company.acme = await homeCompanyOf(staff, owner)
  company.memberHome = await homeCompanyOf(staff, member)
  company.outsiderHome = await homeCompanyOf(staff, outsider)
  await addMember(staff, company.acme, member, 'requester')
  await addMember(staff, company.acme, watcher, 'viewer')

  const fixtures = await reviewFixtures()
  acmeProject = await fixtures.project('proposal_sent', { customer: owner })
  acmeStock = await stockFor(staff, owner, 10, 'Acme hoodies')
  acmeRecipient = (await newRecipient(owner)).body.doc.id
}, 120_000)

describe('a member of two companies', () => {
  it('works in the first company they joined until they choose another, and sees only its projects', async () => {
    const home = await view('/dashboard/projects', cookieOf(member))
    expect(home.status).toBe(200)
    expect(home.body.includes(acmeProject.name)).toBe(false)
    const acme = await view('/dashboard/projects', cookieOf(member, company.acme))
    expect(acme.body.includes(acmeProject.name)).toBe(true)
    expect(acme.body.includes('by Olive Owner')).toBe(true)
  })

  it('cannot choose a company they do not belong to: the cookie is ignored and nothing of it shows', async () => {
    const page = await view('/dashboard/projects', cookieOf(outsider, company.acme))
    expect(page.status).toBe(200)
    expect(page.body.includes(acmeProject.name)).toBe(false)
    const filed = await newRecipient(outsider, company.acme)
    expect(filed.status).toBe(201)
    expect((await api(`/recipients/${filed.body.doc.id}?depth=0`, { token: staff })).body.company).toBe(company.outsiderHome)
  })

  it('switches with the switcher, which sets the cookie only for their own companies', async () => {
    const form = (id: number) => {
      const data = new FormData()
      data.set('company', String(id))
      return data
    }
    const chosen = await callServerAction('/dashboard/projects', SWITCH, [form(company.acme)], { cookie: cookieOf(member) })
    expect(chosen.headers.getSetCookie().find((cookie) => cookie.startsWith('company='))).toMatch(new RegExp(`^company=${company.acme};.*HttpOnly`))
    const refused = await callServerAction('/dashboard/projects', SWITCH, [form(company.outsiderHome)], { cookie: cookieOf(member) })
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith('company='))).toBe(false)
  })

  it('files what they make under the company they work in', async () => {
    const inAcme = await newRecipient(member, company.acme)
    const atHome = await newRecipient(member)
    expect((await api(`/recipients/${inAcme.body.doc.id}?depth=0`, { token: staff })).body.company).toBe(company.acme)
    expect((await api(`/recipients/${atHome.body.doc.id}?depth=0`, { token: staff })).body.company).toBe(company.memberHome)
  })

  it('sends an enquiry under the company they work in: it stays theirs to read, and becomes that company’s project', async () => {
    const sent = await api('/enquiries?depth=0', { ...asBrowser(member, company.acme), body: { name: `Acme enquiry ${Date.now()}` } })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const enquiry = sent.body.doc
    expect([enquiry.company, enquiry.customer]).toEqual([company.acme, member.id])
    const submitted = await api(`/enquiries/${enquiry.id}`, { method: 'PATCH', ...asBrowser(member, company.acme), body: { status: 'submitted' } })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    // An enquiry is its sender's conversation with us, with their contact details: colleagues see the project it becomes.
    const readBy = async (session: Session) =>
      (await api(`/enquiries?where[id][equals]=${enquiry.id}&depth=0`, asBrowser(session, company.acme))).body.totalDocs
    expect(await readBy(member)).toBe(1)
    expect(await readBy(owner)).toBe(0)

    // Staff turn it into a project while its sender works in their own company: it is still Acme's.
    const converted = await api(`/enquiries/${enquiry.id}/create-project`, { method: 'POST', token: staff })
    expect(converted.status, JSON.stringify(converted.body)).toBe(201)
    const project = (await api(`/projects/${converted.body.project}?depth=0`, { token: staff })).body
    expect([project.company, project.customer]).toEqual([company.acme, member.id])
    expect((await view('/dashboard/projects', cookieOf(owner))).body.includes(enquiry.name)).toBe(true)
    expect((await view('/dashboard/projects', cookieOf(member))).body.includes(enquiry.name)).toBe(false)
  })

  it('ships the company’s stock to the company’s recipients only while working in it', async () => {
    const body = { recipient: acmeRecipient, items: [{ inventoryItem: acmeStock, quantity: 2 }] }
    const atHome = await api('/shipments', { ...asBrowser(member), body })
    expect(atHome.status).toBe(400)
    const inAcme = await api('/shipments', { ...asBrowser(member, company.acme), body })
    expect(inAcme.status, JSON.stringify(inAcme.body)).toBe(201)
    const booked = (await api(`/shipments/${inAcme.body.doc.id}?depth=0`, { token: staff })).body
    expect([booked.company, booked.customer]).toEqual([company.acme, member.id])
    expect((await api(`/inventory-items/${acmeStock}?depth=0`, { token: staff })).body.quantityAvailable).toBe(8)
    // The owner's list shows it at once, named as the requester's.
    const list = await view('/dashboard/shipments', cookieOf(owner))
    expect(list.body.includes(`data-testid="shipment-${inAcme.body.doc.id}"`)).toBe(true)
    expect(list.body.includes('by Casey Jones')).toBe(true)
  })

  it('may do only what their role in the active company allows: a viewer makes nothing there', async () => {
    const refused = await newRecipient(watcher, company.acme)
    expect(refused.status).toBe(403)
    const page = await view('/dashboard/projects', cookieOf(watcher, company.acme))
    expect(page.body.includes(acmeProject.name)).toBe(true)
  })

  it('sees another member’s new project on the very next view (the company’s kept reads expire)', async () => {
    expect((await view('/dashboard/projects', cookieOf(member, company.acme))).body.includes(acmeProject.name)).toBe(true)
    const later = await api('/projects', { token: staff, body: { name: `Acme later ${Date.now()}`, customer: owner.id } })
    expect(later.status).toBe(201)
    expect((await view('/dashboard/projects', cookieOf(member, company.acme))).body.includes(later.body.doc.name)).toBe(true)
  })

  // Last: it lowers the member's role and then ends their membership.
  it('sees a change to their companies on the very next view: a new name, a lowered role, a membership ended', async () => {
    const switcherShows = async (name: string, role: string) => {
      const page = await view('/dashboard/projects', cookieOf(member, company.acme))
      // React separates the name, the dot and the role with empty comments in the HTML.
      return new RegExp(`${name}(<!-- -->)? · (<!-- -->)?${role}`).test(page.body)
    }
    const membership = (
      await api(`/memberships?where[customer][equals]=${member.id}&where[company][equals]=${company.acme}&depth=0`, { token: staff })
    ).body.docs[0].id as number
    const renamed = `Acme Renamed ${Date.now()}`
    expect(await switcherShows('[^<]+', 'Requester')).toBe(true)
    expect((await api(`/companies/${company.acme}`, { method: 'PATCH', token: staff, body: { name: renamed } })).status).toBe(200)
    expect(await switcherShows(renamed, 'Requester')).toBe(true)
    expect((await api(`/memberships/${membership}`, { method: 'PATCH', token: staff, body: { role: 'viewer' } })).status).toBe(200)
    expect(await switcherShows(renamed, 'Viewer')).toBe(true)
    expect((await api(`/memberships/${membership}`, { method: 'DELETE', token: staff })).status).toBe(200)
    const after = await view('/dashboard/projects', cookieOf(member, company.acme))
    expect(after.status).toBe(200)
    expect(after.body.includes(renamed)).toBe(false)
    expect(after.body.includes(acmeProject.name)).toBe(false)
  })
})
