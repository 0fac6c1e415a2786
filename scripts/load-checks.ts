import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { getJSON, tally } from './load-api'
import type { LoadPlan, LoadRecord } from './load-users'

/**
 * The exactly-once checks after `npm run load`, read back as staff over REST (the emails from the
 * outbox folder): everything the users were told happened happened once, and nothing else did.
 */

export type Check = { check: string; failures: number; total: number }

export type CheckContext = {
  api: string
  token: string
  record: LoadRecord
  plan: LoadPlan
  /** When the run began (ISO): only what was written since is the run's. */
  startedAt: string
  shipperEmail: string
  sharedProjectId: number
  /** The owner of the raced projects, who gets a receipt too. */
  customerEmail: string
  outboxDir: string
}

const ALL = 'limit=100000&depth=0'

/** Every enquiry and shipment the users were told was created exists once, and nothing they did not create. */
async function created({ api, token, record, plan, startedAt, shipperEmail }: CheckContext): Promise<Check[]> {
  const enquiries = await getJSON(
    `${api}/enquiries?where[name][like]=${encodeURIComponent(`Load ${plan.runId}`)}&${ALL}&select[name]=true&select[status]=true`,
    token,
  )
  const shipper = await getJSON(`${api}/customers?where[email][equals]=${encodeURIComponent(shipperEmail)}&depth=0&select[email]=true`, token)
  const shipments = await getJSON(
    `${api}/shipments?where[customer][equals]=${shipper.docs[0].id}&where[createdAt][greater_than_equal]=${startedAt}&${ALL}&select[status]=true`,
    token,
  )
  const submitted = enquiries.docs.filter((doc: { status: string }) => doc.status === 'submitted').map((doc: { name: string }) => doc.name)
  const enquiryCounts = tally<string>(submitted)
  const shipmentCounts = tally<number>(shipments.docs.map((doc: { id: number }) => doc.id))
  const reportedShipments = new Set(record.shipmentIds)
  return [
    {
      check: 'every enquiry reported submitted exists exactly once',
      failures:
        record.enquiryNames.filter((name) => enquiryCounts.get(name) !== 1).length +
        submitted.filter((name: string) => !record.enquiryNames.includes(name)).length,
      total: record.enquiryNames.length,
    },
    {
      check: 'every shipment reported created exists exactly once',
      failures:
        record.shipmentIds.filter((id) => shipmentCounts.get(id) !== 1).length +
        [...shipmentCounts.keys()].filter((id) => !reportedShipments.has(id)).length +
        (record.shipmentIds.length - reportedShipments.size),
      total: record.shipmentIds.length,
    },
  ]
}

type Shipment = { id: number; status: string; items: { inventoryItem: number }[] }
type Adjustment = { inventoryItem: number; delta: number; reason: string; shipment?: number | null }

/** Each cancelled shipment put each line back once, and every item it touched balances with its ledger. */
async function restocks({ api, token, record, startedAt }: CheckContext): Promise<Check[]> {
  const ids = record.shipmentIds.join(',')
  const shipments: Shipment[] = ids
    ? (await getJSON(`${api}/shipments?where[id][in]=${ids}&${ALL}&select[status]=true&select[items]=true`, token)).docs
    : []
  const cancelled = shipments.filter((shipment) => shipment.status === 'cancelled')
  const restocked: Adjustment[] = (
    await getJSON(
      `${api}/inventory-adjustments?where[reason][equals]=shipment_cancelled&where[createdAt][greater_than_equal]=${startedAt}&${ALL}`,
      token,
    )
  ).docs
  const restocksPerLine = tally(restocked.map((entry) => `${entry.shipment}/${entry.inventoryItem}`))
  const lines = cancelled.flatMap((shipment) => shipment.items.map((line) => `${shipment.id}/${line.inventoryItem}`))
  const cancelledIds = new Set(cancelled.map((shipment) => shipment.id))

  const itemIds = [...new Set(shipments.flatMap((shipment) => shipment.items.map((line) => line.inventoryItem)))]
  const items = itemIds.length
    ? (await getJSON(`${api}/inventory-items?where[id][in]=${itemIds.join(',')}&${ALL}&select[quantityAvailable]=true`, token)).docs
    : []
  const ledger: Adjustment[] = itemIds.length
    ? (
        await getJSON(
          `${api}/inventory-adjustments?where[inventoryItem][in]=${itemIds.join(',')}&${ALL}&select[inventoryItem]=true&select[delta]=true`,
          token,
        )
      ).docs
    : []
  const sums = ledger.reduce(
    (totals, entry) => totals.set(entry.inventoryItem, (totals.get(entry.inventoryItem) ?? 0) + entry.delta),
    new Map<number, number>(),
  )
  const negative = await getJSON(`${api}/inventory-items?where[quantityAvailable][less_than]=0&limit=0&depth=0`, token)
  return [
    {
      check: 'every cancelled shipment restocked each line exactly once',
      failures:
        record.cancelledShipmentIds.filter((id) => !cancelledIds.has(id)).length +
        lines.filter((line) => restocksPerLine.get(line) !== 1).length +
        restocked.filter((entry) => !cancelledIds.has(entry.shipment ?? 0)).length,
      total: cancelled.length,
    },
    {
      check: 'every item shipped from balances with the sum of its ledger',
      failures: items.filter((item: { id: number; quantityAvailable: number }) => item.quantityAvailable !== (sums.get(item.id) ?? 0)).length,
      total: items.length,
    },
    { check: 'no inventory item below zero', failures: negative.totalDocs as number, total: negative.totalDocs as number },
  ]
}

const REFUSALS = ['This project has already been paid.', 'This project is no longer awaiting payment.']
const accepted = (answer: any) => answer?.ok === true
const refused = (answer: any) => answer?.ok === false && REFUSALS.includes(answer.errors?.form)

/** One payment of each race accepted, one completed payment event and one order per project completed in the run. */
async function payments({ api, token, record, startedAt }: CheckContext): Promise<Check[]> {
  const races = record.paymentRaces
  const completed = (
    await getJSON(`${api}/projects?where[status][equals]=completed&where[updatedAt][greater_than_equal]=${startedAt}&${ALL}&select[name]=true`, token)
  ).docs.map((doc: { id: number }) => doc.id) as number[]
  const orders = await getJSON(`${api}/orders?${ALL}&select[project]=true`, token)
  const ordersPerProject = tally<number>(orders.docs.map((doc: { project: number }) => doc.project))
  const eventCounts = await Promise.all(
    races.map(
      async (race) =>
        (await getJSON(`${api}/payment-events?where[project][equals]=${race.projectId}&where[outcome][equals]=completed&limit=0`, token))
          .totalDocs as number,
    ),
  )
  return [
    {
      check: 'each payment race: one payment accepted, the others refused as paid',
      failures: races.filter((race) => race.answers.filter(accepted).length !== 1 || race.answers.filter(refused).length !== race.answers.length - 1)
        .length,
      total: races.length,
    },
    {
      check: 'each raced project has exactly one completed payment event',
      failures: eventCounts.filter((count) => count !== 1).length,
      total: races.length,
    },
    {
      check: 'every project completed in the run has exactly one order',
      failures: completed.filter((id) => ordersPerProject.get(id) !== 1).length + races.filter((race) => !completed.includes(race.projectId)).length,
      total: completed.length,
    },
  ]
}

/** The shared project ends with one of the names the bursts wrote: the concurrent writes did not corrupt it. */
async function sharedProject({ api, token, record, sharedProjectId }: CheckContext): Promise<Check[]> {
  const project = await getJSON(`${api}/projects/${sharedProjectId}?depth=0&select[name]=true`, token)
  const written = record.sharedProjectNames.length === 0 || record.sharedProjectNames.includes(project.name)
  return [{ check: 'the shared project holds a name one of the bursts wrote', failures: written ? 0 : 1, total: record.sharedProjectNames.length }]
}

/** Waits until no email job is queued or running (the runner sends twenty every five seconds); false when it timed out. */
export async function drainEmailQueue(api: string, token: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const pending = await getJSON(
      `${api}/payload-jobs?where[taskSlug][equals]=sendEmail&where[or][0][hasError][equals]=false&where[or][1][hasError][exists]=false&limit=0`,
      token,
    )
    if (pending.totalDocs === 0) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
}

/** Each raced project's payment emailed once each: the receipt to the payer and to the customer, the 'Paid' notice to staff. */
async function paymentEmails({ api, record, outboxDir, customerEmail }: CheckContext): Promise<Check[]> {
  const { supplier } = await getJSON(`${api}/globals/site-settings?depth=0`)
  const staffEmail = supplier.staffNotificationEmail || supplier.email
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'))
  const emails = await Promise.all(
    files.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as { to: string; subject: string }),
  )
  const sent = tally(emails.map((email) => `${email.to} ${email.subject.replace(/^(Receipt|Paid): .*?(Load \S+ payment race \d+).*$/, '$1 $2')}`))
  const expected = record.paymentRaces.flatMap((race) => [
    `${race.payerEmail} Receipt ${race.projectName}`,
    `${customerEmail} Receipt ${race.projectName}`,
    `${staffEmail} Paid ${race.projectName}`,
  ])
  return [
    {
      check: "each payment's receipts (payer, customer) and staff notice were emailed exactly once",
      failures: expected.filter((key) => sent.get(key) !== 1).length,
      total: expected.length,
    },
  ]
}

export async function runChecks(context: CheckContext): Promise<Check[]> {
  const drained = await drainEmailQueue(context.api, context.token)
  return [
    ...(await created(context)),
    ...(await restocks(context)),
    ...(await payments(context)),
    ...(await sharedProject(context)),
    { check: 'the email queue drained after the run', failures: drained ? 0 : 1, total: 1 },
    ...(await paymentEmails(context)),
  ]
}
