import { AUDIENCES, QUANTITY_RANGES } from '../src/domain/enquiry-options'

/**
 * The scripted users of `npm run load`, k6-style: each runs its journey in a loop until the end of
 * the run, pausing between steps as a person reading a page would (the think time). Every user
 * comes from its own address, as clients behind the load balancer do, so the per-IP limits see
 * separate people; a visitor sending an enquiry is a new visitor (new address) each time.
 */

export type Group = 'storefront' | 'dashboard' | 'enquiry' | 'shipment' | 'cancel' | 'contention' | 'payment'

export type Sample = { group: Group | 'sign-in'; ms: number; error: string | null }

export type LoadPlan = {
  baseURL: string
  until: number
  storefrontPaths: string[]
  /** The accounts dashboard users sign in to, each with the pages it may open. */
  dashboardAccounts: { credentials: { email: string; password: string }; paths: string[] }[]
  productIds: number[]
  runId: string
}

/** One payment race: the project raced for, and what each concurrent payment answered. */
export type PaymentRace = { projectId: number; projectName: string; payerEmail: string; answers: unknown[] }

/**
 * What the users report: every response timed, every document they were told was created or
 * cancelled, every name written to the shared project, and every payment race.
 */
export type LoadRecord = {
  samples: Sample[]
  enquiryNames: string[]
  shipmentIds: number[]
  cancelledShipmentIds: number[]
  sharedProjectNames: string[]
  paymentRaces: PaymentRace[]
}

type Response = { status: number; body: any; headers: Headers }

export type Credentials = { email: string; password: string }

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!
const address = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`
const think = (minSeconds: number, maxSeconds: number) =>
  new Promise((resolve) => setTimeout(resolve, (minSeconds + Math.random() * (maxSeconds - minSeconds)) * 1000))

/**
 * Each user's first step comes at a random moment of its first pause. People arrive one by one, so
 * in a steady run every user is somewhere in its own cycle; 200 first requests in the same
 * millisecond would measure a burst the script made, not the load of 200 people.
 */
const arrive = (maxSeconds: number) => think(0, maxSeconds)

/** A client: one address, an optional session, and the record its requests go to. */
export class Client {
  cookie = ''

  constructor(
    private readonly plan: LoadPlan,
    private readonly record: LoadRecord,
    private readonly group: Group,
    public from = address(),
  ) {}

  /** One request, timed to the end of its body and counted in `group`; anything but an expected status is an error. */
  async send(
    path: string,
    init: { method?: string; json?: unknown } = {},
    expected = [200],
    group: Sample['group'] = this.group,
  ): Promise<Response | null> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.from, 'sec-fetch-site': 'same-origin' }
    if (this.cookie) headers.cookie = this.cookie
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    const method = init.method ?? (init.json === undefined ? 'GET' : 'POST')
    const started = performance.now()
    try {
      const response = await fetch(`${this.plan.baseURL}${path}`, {
        method,
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      const text = await response.text()
      const ms = performance.now() - started
      const ok = expected.includes(response.status)
      this.record.samples.push({ group, ms, error: ok ? null : `${method} ${path.split('?')[0]} → ${response.status}` })
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // a page, not JSON
      }
      return ok ? { status: response.status, body, headers: response.headers } : null
    } catch (error) {
      this.record.samples.push({ group, ms: performance.now() - started, error: `${method} ${path.split('?')[0]}: ${(error as Error).message}` })
      return null
    }
  }
}

/**
 * A user of `group`, signed in before the run: people sign in to their own account once and stay
 * signed in, so the run measures signed-in use and sign-ins are timed apart (group 'sign-in').
 * The caller signs users in one at a time: many share the demo accounts, and two sign-ins of one
 * account at the same instant can lose one of the sessions in Payload 3.90 (payloadcms/payload#16052).
 */
export async function signIn(
  plan: LoadPlan,
  record: LoadRecord,
  group: Group,
  credentials: Credentials,
  collection: 'customers' | 'staff-members' = 'customers',
) {
  const client = new Client(plan, record, group)
  const response = await client.send(`/payload-api/${collection}/login`, { json: credentials }, [200], 'sign-in')
  if (!response) return null
  client.cookie = `payload-token=${response.body.token}`
  return client
}

const running = (plan: LoadPlan) => Date.now() < plan.until

/** A visitor browsing the storefront: home, lists, categories, products. */
export async function browse(plan: LoadPlan, record: LoadRecord) {
  const client = new Client(plan, record, 'storefront')
  await arrive(3)
  while (running(plan)) {
    await client.send(pick(plan.storefrontPaths))
    await think(1, 3)
  }
}

/** A customer signed in to the dashboard, moving between the pages of their account. */
export async function useDashboard(plan: LoadPlan, client: Client, paths: string[]) {
  await arrive(5)
  while (running(plan)) {
    await client.send(pick(paths))
    await think(2, 5)
  }
}

/** A new visitor sends an enquiry: an inactive customer for their email, the enquiry, then submit. */
export async function sendEnquiries(plan: LoadPlan, record: LoadRecord, index: number) {
  await arrive(4)
  for (let attempt = 1; running(plan); attempt += 1) {
    const client = new Client(plan, record, 'enquiry')
    const name = `Load ${plan.runId} ${index}-${attempt}`
    const email = `load-${plan.runId}-${index}-${attempt}@example.com`
    const visitor = await client.send('/payload-api/customers/create-inactive', { json: { email } }, [200, 201])
    const cookie = visitor?.headers.getSetCookie().find((value) => value.startsWith('inactive-customer='))
    if (visitor && cookie) {
      client.cookie = cookie.split(';')[0]!
      const items = [{ product: pick(plan.productIds) }, { product: pick(plan.productIds) }]
      const draft = await client.send(
        '/payload-api/enquiries',
        { json: { name, type: 'wishlist', customer: visitor.body.customer.id, items } },
        [201],
      )
      if (draft) {
        const submitted = await client.send(
          `/payload-api/enquiries/${draft.body.doc.id}`,
          { method: 'PATCH', json: { status: 'submitted', audience: pick([...AUDIENCES]), quantity: pick([...QUANTITY_RANGES]) } },
          [200],
        )
        if (submitted) record.enquiryNames.push(name)
      }
    }
    await think(2, 4)
  }
}

/**
 * A customer sending one unit of stock to someone in their address book, all shippers drawing on
 * the same twenty items so that their shipments race for the same rows. Half the shipments are
 * cancelled a moment later, half of those with three cancels at once, as a double-click and a
 * retry would send them: each must answer 200 and put the stock back once.
 */
export async function createShipments(plan: LoadPlan, record: LoadRecord, client: Client) {
  await arrive(4)
  const stock = await client.send('/payload-api/inventory-items?where[status][equals]=available&sort=id&limit=20&depth=0')
  const book = await client.send('/payload-api/recipients?limit=25&depth=0')
  const items: number[] = stock?.body.docs.map((doc: { id: number }) => doc.id) ?? []
  const recipients: number[] = book?.body.docs.map((doc: { id: number }) => doc.id) ?? []
  if (items.length === 0 || recipients.length === 0) return
  while (running(plan)) {
    const created = await client.send(
      '/payload-api/shipments/request',
      { json: { items: [{ inventoryItem: pick(items), quantity: 1 }], recipients: [pick(recipients)] } },
      [201],
    )
    if (created) record.shipmentIds.push(...(created.body.shipments as number[]))
    if (created && Math.random() < 0.5) {
      await think(1, 2)
      for (const id of created.body.shipments as number[]) await cancelShipment(client, record, id, Math.random() < 0.5 ? 3 : 1)
    }
    await think(2, 4)
  }
}

async function cancelShipment(client: Client, record: LoadRecord, id: number, atOnce: number) {
  const path = `/payload-api/shipments/${id}?depth=0&select[status]=true`
  const answers = await Promise.all(
    Array.from({ length: atOnce }, () => client.send(path, { method: 'PATCH', json: { status: 'cancelled' } }, [200], 'cancel')),
  )
  if (answers.some(Boolean)) record.cancelledShipmentIds.push(id)
}

/**
 * Staff renaming the same project in bursts of five to ten requests at once, as several people
 * saving one document would: every write takes the row lock in turn and must answer 200.
 */
export async function editSharedProject(plan: LoadPlan, record: LoadRecord, client: Client, projectId: number, index: number) {
  await arrive(4)
  for (let burst = 1; running(plan); burst += 1) {
    const names = Array.from({ length: 5 + Math.floor(Math.random() * 6) }, (_, n) => `Load ${plan.runId} shared ${index}-${burst}-${n}`)
    record.sharedProjectNames.push(...names)
    await Promise.all(
      names.map((name) => client.send(`/payload-api/projects/${projectId}?depth=0&select[name]=true`, { method: 'PATCH', json: { name } })),
    )
    await think(2, 4)
  }
}
