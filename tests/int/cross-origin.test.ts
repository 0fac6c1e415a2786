import { readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { getPage } from '../support/forms'
import { api, baseURL, DEMO, login, request } from '../support/http'
import { serverActionId } from '../support/server-action'

// A page elsewhere that the signed-in customer visits posts to us with our auth cookie and its own
// Origin. SameSite=Lax keeps most browsers from attaching the cookie to a cross-site POST, but not
// older ones, nor a page on a sibling subdomain (same site, other origin): the server refuses too.
const EVIL = 'https://evil.example'
const REFUSED = /^Cross-site request refused: it came from https:\/\/evil\.example, not from this site\.$/

let staffToken: string
let customerA: { token: string; id: number }
let casey: { token: string; id: number }

const cookieOf = (token: string) => `payload-token=${token}`

beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
  customerA = await login('customers', DEMO.customerA)
  casey = await freshCustomer(staffToken, 'cross-origin')
})

const RECIPIENT = { fullName: 'Mallory Mule', address1: '1 Fake Street', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' }

/** What the customer has that a forged request would change: recipients, projects' visibility and the account itself. */
const snapshot = async (token: string) => {
  const [recipients, projects, shipments, me] = await Promise.all([
    api('/recipients?limit=0&depth=0', { token }),
    api('/projects?limit=100&depth=0&sort=id', { token }),
    api('/shipments?limit=0&depth=0', { token }),
    api('/customers/me?depth=0', { token }),
  ])
  return {
    recipients: recipients.body.totalDocs,
    shipments: shipments.body.totalDocs,
    projects: projects.body.docs.map((p: { id: number; visibility: string; status: string }) => [p.id, p.visibility, p.status]),
    account: me.body.user && { ...me.body.user, sessions: undefined },
  }
}

const fromOrigin = (origin: string, token: string) => ({ cookie: cookieOf(token), headers: { origin } })

describe('REST: a write carrying the auth cookie from another site', () => {
  it('creating a recipient is refused with 403 and a reason; from our own origin it works (the control)', async () => {
    const before = await snapshot(casey.token)
    const forged = await api('/recipients', { body: RECIPIENT, ...fromOrigin(EVIL, casey.token) })
    expect(forged.status).toBe(403)
    expect(forged.body.errors[0].message).toMatch(REFUSED)
    expect(await snapshot(casey.token)).toEqual(before)

    const own = await api('/recipients', { body: RECIPIENT, ...fromOrigin(baseURL(), casey.token) })
    expect(own.status).toBe(201)
    expect((await snapshot(casey.token)).recipients).toBe(before.recipients + 1)
  })

  it('updating the account is refused the same way, for customer A too; from our own origin it works', async () => {
    for (const customer of [customerA, casey]) {
      const before = await snapshot(customer.token)
      const patch = { method: 'PATCH', body: { company: 'Evil Corp' } }
      const forged = await api(`/customers/${customer.id}`, { ...patch, ...fromOrigin(EVIL, customer.token) })
      expect(forged.status).toBe(403)
      expect(forged.body.errors[0].message).toMatch(REFUSED)
      expect(await snapshot(customer.token)).toEqual(before)
    }
    const own = await api(`/customers/${casey.id}`, {
      method: 'PATCH',
      body: { company: 'Casey Co' },
      ...fromOrigin(baseURL(), casey.token),
    })
    expect(own.status).toBe(200)
    expect((await snapshot(casey.token)).account.company).toBe('Casey Co')
  })

  it('an origin that only looks like ours (another scheme, port or subdomain, or "null") is foreign too', async () => {
    const url = new URL(baseURL())
    const lookalikes = [`https://${url.host}`, `http://${url.hostname}:1`, `http://evil.${url.hostname}`, 'null']
    for (const origin of lookalikes) {
      const forged = await api('/recipients', { body: RECIPIENT, ...fromOrigin(origin, customerA.token) })
      expect(forged.status, origin).toBe(403)
    }
  })

  it('reads from another site are not refused here (CORS keeps their answers from that site)', async () => {
    const read = await api('/customers/me?depth=0', { ...fromOrigin(EVIL, customerA.token) })
    expect(read.status).toBe(200)
    expect(read.headers.get('access-control-allow-origin')).not.toBe(EVIL)
  })
})

describe('GraphQL: a mutation carrying the auth cookie from another site', () => {
  const CREATE = `mutation C($data: mutationRecipientInput!) { createRecipient(data: $data) { id } }`
  const UPDATE = `mutation U($id: Int!) { updateCustomer(id: $id, data: { company: "Evil Corp" }) { id company } }`

  const mutate = (query: string, variables: Record<string, unknown>, origin: string, token: string) =>
    request('/payload-api/graphql', { body: { query, variables }, ...fromOrigin(origin, token) })

  it('is refused with 403 and runs nothing; from our own origin it runs (the control)', async () => {
    for (const customer of [customerA, casey]) {
      const before = await snapshot(customer.token)
      for (const [query, variables] of [
        [CREATE, { data: RECIPIENT }],
        [UPDATE, { id: customer.id }],
      ] as const) {
        const forged = await mutate(query, variables, EVIL, customer.token)
        expect(forged.status).toBe(403)
        expect(forged.body.errors[0].message).toMatch(REFUSED)
      }
      expect(await snapshot(customer.token)).toEqual(before)
    }
    const before = await snapshot(casey.token)
    const own = await mutate(CREATE, { data: RECIPIENT }, baseURL(), casey.token)
    expect(own.body.errors).toBeUndefined()
    expect(own.body.data.createRecipient.id).toEqual(expect.any(Number))
    expect((await snapshot(casey.token)).recipients).toBe(before.recipients + 1)
  })
})

type ManifestEntry = { filename?: string; exportedName?: string }

/** Every server action in the build, ours and Payload's admin ones, with the page it belongs to. */
const everyServerAction = () => {
  const manifest = JSON.parse(readFileSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8'))
    .node as Record<string, ManifestEntry>
  return Object.entries(manifest).map(([id, entry]) => ({ id, file: entry.filename ?? '?', name: entry.exportedName ?? '?' }))
}

/** The page an action is posted to: its own route for actions under src/app, the dashboard otherwise. */
const pageOf = (file: string) => {
  if (!file.startsWith('src/app/(frontend)/')) return file.includes('(payload)') ? '/admin' : '/dashboard'
  const route = file
    .replace(/^src\/app/, '')
    .replace(/\/\([^)]+\)/g, '')
    .replace(/\/[^/]+\.tsx?$/, '')
    .replace(/\[[^\]]+\]/g, '1')
  return route || '/'
}

/** A server action called as React's runtime calls it, from `origin`. */
const postAction = async (page: string, id: string, args: unknown[], origin: string, token: string) => {
  const response = await fetch(`${baseURL()}${page}`, {
    method: 'POST',
    headers: {
      'next-action': id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin,
      cookie: cookieOf(token),
    },
    body: JSON.stringify(args),
    redirect: 'manual',
  })
  return { status: response.status, text: await response.text() }
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

describe('server actions from another site', () => {
  it('every server action in the build is refused with 403 and a reason, not a 500, and nothing changes', async () => {
    const actions = everyServerAction()
    const ours = actions.filter((action) => action.file.startsWith('src/')).map((action) => action.name)
    // The actions of every 'use server' file under src/ (grep "'use server'" src) are in the sweep.
    for (const name of ['loginAction', 'resetPasswordAction', 'updateProfileAction', 'changePasswordAction', 'submitFinalisation']) {
      expect(ours).toContain(name)
    }
    for (const name of ['payWithTestCard', 'requestInvoice', 'submitArtworkReview', 'setProjectVisibility', 'addRecipientAction']) {
      expect(ours).toContain(name)
    }
    expect(ours.length).toBeGreaterThanOrEqual(22)

    const before = await snapshot(customerA.token)
    for (const action of actions) {
      const answer = await postAction(pageOf(action.file), action.id, [], EVIL, customerA.token)
      expect(answer.status, `${action.file} ${action.name}`).toBe(403)
      expect(answer.text, `${action.file} ${action.name}`).toMatch(REFUSED)
    }
    expect(await snapshot(customerA.token)).toEqual(before)
  })

  it('adding a recipient from another site adds none; from our own origin it does (the control)', async () => {
    const id = serverActionId('src/features/dashboard/shipment-actions.ts', 'addRecipientAction')
    const before = await snapshot(casey.token)
    const forged = await postAction('/dashboard/shipments/create', id, [RECIPIENT], EVIL, casey.token)
    expect(forged.status).toBe(403)
    expect(await snapshot(casey.token)).toEqual(before)

    const own = await postAction('/dashboard/shipments/create', id, [RECIPIENT], baseURL(), casey.token)
    expect(own.status).toBe(200)
    expect(own.text).toContain('"ok":true')
    expect((await snapshot(casey.token)).recipients).toBe(before.recipients + 1)
  })

  it('a plain HTML form posted from another site (no JavaScript, no Next-Action header) is refused too', async () => {
    const settings = '/dashboard/account-settings'
    const page = await getPage(settings, { cookie: cookieOf(casey.token) })
    const form = [...page.html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].find((match) => match[1]!.includes('name="firstName"'))
    expect(form, 'the account settings page has the profile form').toBeDefined()
    const body = () => {
      const data = new FormData()
      for (const [tag] of form![1]!.matchAll(/<input[^>]*>/g)) {
        const name = tag.match(/\sname="([^"]*)"/)?.[1]
        if (name && /\stype="hidden"/.test(tag)) data.set(name, decodeEntities(tag.match(/\svalue="([^"]*)"/)?.[1] ?? ''))
      }
      const profile = { firstName: 'Hacked', lastName: 'Jones', company: '', phoneCountry: 'AU', phoneNumber: '' }
      for (const [name, value] of Object.entries(profile)) data.set(name, value)
      return data
    }
    const post = (origin: string) =>
      fetch(`${baseURL()}${settings}`, {
        method: 'POST',
        headers: { origin, cookie: cookieOf(casey.token) },
        body: body(),
        redirect: 'manual',
      })

    const forged = await post(EVIL)
    expect(forged.status).toBe(403)
    expect(await forged.text()).toMatch(REFUSED)
    expect((await snapshot(casey.token)).account.firstName).toBe('Casey')

    const own = await post(baseURL())
    expect(own.status).toBe(200)
    expect(await own.text()).toContain('Your details are saved.')
    expect((await snapshot(casey.token)).account.firstName).toBe('Hacked')
  })
})
