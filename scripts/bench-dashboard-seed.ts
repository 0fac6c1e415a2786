/**
 * Fills a scratch database with one busy company for `npm run bench:dashboard`: its owner (the
 * customer the bench signs in as) and 49 more members, 5,000 projects made by them in turn (three
 * line items and a mockup each), an order for every completed project, 2,000 inventory items and
 * 1,000 shipments to people in every state, with the inventory ledger behind every balance and
 * the audit log's record of when each parcel left and arrived. Rows go straight to
 * the database adapter in batched transactions (no hooks), so it takes seconds, not minutes.
 * Usage: node --import tsx scripts/bench-dashboard-seed.ts <email> <password> (the bench runs it).
 */
import { randomUUID } from 'node:crypto'

import { getPayload, type Payload } from 'payload'

import config from '../src/payload.config'
import { inventoryStatusFor } from '../src/domain/inventory-ledger'
import { PROJECT_STATUSES } from '../src/domain/project-status'
import { generateShareKey } from '../src/domain/share-key'
import { applyMigrations } from '../src/platform/database/apply-migrations'
import { analyzeDatabase } from '../src/platform/database/query-planner-statistics'
import { parcelHistory, placeOf } from './bench/dashboard-deliveries'

const [email = 'bench@swagly.example', password = 'bench-customer-2026'] = process.argv.slice(2)

const COUNTS = { members: 50, projects: 5000, inventoryItems: 2000, shipments: 1000, recipients: 25 }
const ROLES_IN_TURN = ['admin', 'finance', 'approver', 'requester', 'requester', 'viewer'] as const
const LINES_PER_PROJECT = 3
const RECEIVED_PER_ITEM = 100
const HOUR = 60 * 60 * 1000

const payload = await getPayload({ config })
await applyMigrations(payload)

/** Runs `write` over `count` indexes in transactions of `size` rows, returning what it created. */
const inBatches = async <T>(count: number, write: (index: number, req: never) => Promise<T>, size = 250): Promise<T[]> => {
  const results: T[] = []
  for (let start = 0; start < count; start += size) {
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID } as never
    for (let index = start; index < Math.min(start + size, count); index += 1) results.push(await write(index, req))
    if (transactionID) await payload.db.commitTransaction(transactionID)
  }
  return results
}

const create = (collection: Parameters<Payload['db']['create']>[0]['collection'], data: Record<string, unknown>, req: never) =>
  payload.db.create({ collection, data, req }) as Promise<{ id: number }>

/** Spread over the last two years, oldest first, so "newest first" has real work to do. */
const started = Date.now() - 2 * 365 * 24 * HOUR
const at = (index: number, of: number) => new Date(started + Math.floor((index / of) * 2 * 365 * 24 * HOUR)).toISOString()

const customer = await payload.create({
  collection: 'customers',
  data: { email, password, firstName: 'Bench', lastName: 'Customer', company: 'Bench & Co.', isActive: true, _verified: true },
  disableVerificationEmail: true,
})
// Signing up made the owner's company (its hooks ran); the other members join it in turn's roles.
const { docs: owned } = await payload.find({ collection: 'memberships', where: { customer: { equals: customer.id } }, limit: 1, depth: 0 })
const company = Number(owned[0]!.company)
const members = [customer.id]
for (let index = 1; index < COUNTS.members; index += 1) {
  const member = await payload.db.create({
    collection: 'customers',
    data: { email: `bench-member-${index}@swagly.example`, firstName: 'Member', lastName: String(index), isActive: true, _verified: true },
  })
  await payload.db.create({ collection: 'memberships', data: { company, customer: member.id, role: ROLES_IN_TURN[index % ROLES_IN_TURN.length] } })
  members.push(member.id)
}
/** Who made the index-th document of a kind: the members in turn. */
const madeBy = (index: number) => members[index % members.length]!

// On top of the demo data (the load script) the catalogue's sizes are already there.
const sizes: { id: number }[] = []
for (const [order, label] of ['S', 'M', 'L', 'XL'].entries()) {
  const { docs } = await payload.find({ collection: 'sizing-options', where: { shortLabel: { equals: label } }, limit: 1, depth: 0 })
  sizes.push(docs[0] ?? (await payload.create({ collection: 'sizing-options', data: { label, shortLabel: label, order } })))
}

const recipients = await inBatches(COUNTS.recipients, (index, req) => {
  const { suburb, state, postcode } = placeOf(index)
  const address = `${index + 1} George Street, ${suburb} ${state} ${postcode}`
  return create(
    'recipients',
    {
      customer: customer.id,
      company,
      fullName: `Recipient ${index + 1}`,
      address1: `${index + 1} George Street`,
      suburb,
      state,
      postcode,
      country: 'AU',
      formattedAddress: address,
      formattedAddressWithName: `Recipient ${index + 1}, ${address}`,
    },
    req,
  )
})

// Half the projects are completed (each has an order); the rest spread over the other statuses.
const statusOf = (index: number) => (index % 2 === 0 ? 'completed' : PROJECT_STATUSES[(index >> 1) % 4]!)
const statusLog = (status: string, createdAt: string) =>
  PROJECT_STATUSES.slice(0, PROJECT_STATUSES.indexOf(status as never) + 1).map((value, step) => ({
    id: randomUUID(),
    status: value,
    timestamp: new Date(Date.parse(createdAt) + step * 24 * HOUR).toISOString(),
  }))

const projects = await inBatches(COUNTS.projects, async (index, req) => {
  const status = statusOf(index)
  const createdAt = at(index, COUNTS.projects)
  const project = await create(
    'projects',
    {
      name: `Bench project ${index + 1}`,
      customer: madeBy(index),
      company,
      status,
      statusChangeLog: statusLog(status, createdAt),
      visibility: index % 10 === 9 ? 'archived' : 'active',
      shareKey: generateShareKey(),
      packingType: index % 3 === 0 ? 'swag_packs' : 'individual_items',
      subtotalPrice: LINES_PER_PROJECT * 50 * 1250,
      shippingEstimate: 4500,
      paymentStatus: status === 'completed' ? 'paid' : 'unpaid',
      paymentMethod: status === 'completed' ? 'card' : undefined,
      createdAt,
      updatedAt: createdAt,
    },
    req,
  )
  const lines = []
  for (let position = 0; position < LINES_PER_PROJECT; position += 1) {
    const filename = `bench-mockup-${index}-${position}.webp`
    const mockup = await create(
      'mockups',
      {
        customer: madeBy(index),
        company,
        filename,
        mimeType: 'image/webp',
        width: 800,
        height: 800,
        sizes: { xs: { filename: `xs-${filename}`, width: 160, height: 160, mimeType: 'image/webp' } },
        createdAt,
        updatedAt: createdAt,
      },
      req,
    )
    lines.push(
      await create(
        'line-items',
        {
          project: project.id,
          customer: madeBy(index),
          company,
          title: `Item ${position + 1} of project ${index + 1}`,
          position,
          quantity: 50,
          pricePerUnit: 1250,
          mockupImage: mockup.id,
          createdAt,
          updatedAt: createdAt,
        },
        req,
      ),
    )
  }
  return { ...project, status, createdAt, maker: madeBy(index), lineIds: lines.map((line) => line.id) }
})

const completed = projects.filter((project) => project.status === 'completed')
const orders = await inBatches(completed.length, async (index, req) => {
  const project = completed[index]!
  // Older orders are all done; the newest still wait on artwork, production or delivery.
  const status = index < completed.length - 20 ? 'completed' : PROJECT_STATUSES[index % 4]!
  const createdAt = new Date(Date.parse(project.createdAt) + 5 * 24 * HOUR).toISOString()
  const order = await create(
    'orders',
    {
      name: `Bench project ${projects.indexOf(project) + 1}`,
      customer: project.maker,
      company,
      project: project.id,
      status,
      statusChangeLog: statusLog(status, createdAt),
      shareKey: generateShareKey(),
      packingType: 'individual_items',
      lineItems: project.lineIds,
      artworkReviewItems: project.lineIds.map((lineItem) => ({
        id: randomUUID(),
        lineItem,
        status: status === 'pending' || status === 'proposal_sent' ? 'pending' : 'approved',
      })),
      paymentMethod: 'card',
      paymentStatus: 'paid',
      createdAt,
      updatedAt: createdAt,
    },
    req,
  )
  await payload.db.updateOne({ collection: 'projects', id: project.id, data: { order: order.id }, req })
  return { ...order, createdAt, lineIds: project.lineIds }
})

// Plan the shipments first, so each item is created with the balance its ledger will add up to.
const shipped = new Array<number>(COUNTS.inventoryItems).fill(0)
const shipmentPlans = Array.from({ length: COUNTS.shipments }, (_, index) => {
  const items = [(index * 7) % COUNTS.inventoryItems, (index * 13 + 1) % COUNTS.inventoryItems].map((item, line) => ({
    item,
    quantity: 1 + ((index + line) % 3),
  }))
  for (const { item, quantity } of items) shipped[item]! += quantity
  return items
})

const inventory = await inBatches(COUNTS.inventoryItems, async (index, req) => {
  const order = orders[index % orders.length]!
  const sized = index % 4 === 0
  const quantityAvailable = RECEIVED_PER_ITEM - shipped[index]!
  const createdAt = new Date(Date.parse(order.createdAt) + 30 * 24 * HOUR + index * 1000).toISOString()
  const item = await create(
    'inventory-items',
    {
      title: `Stock item ${index + 1}`,
      customer: customer.id,
      company,
      order: order.id,
      lineItems: [order.lineIds[index % order.lineIds.length]],
      status: inventoryStatusFor(quantityAvailable),
      hasSizing: sized,
      gender: sized ? (index % 8 === 0 ? 'womens' : 'mens') : undefined,
      size: sized ? sizes[index % sizes.length]!.id : undefined,
      quantityAvailable,
      createdAt,
      updatedAt: createdAt,
    },
    req,
  )
  await create(
    'inventory-adjustments',
    { inventoryItem: item.id, customer: customer.id, company, delta: RECEIVED_PER_ITEM, reason: 'received', createdAt, updatedAt: createdAt },
    req,
  )
  return item
})

const SHIPMENT_STATUSES = ['requested', 'processing', 'shipped', 'delivered'] as const
await inBatches(COUNTS.shipments, async (index, req) => {
  const createdAt = at(index, COUNTS.shipments)
  const status = index % 20 === 0 ? 'pending' : SHIPMENT_STATUSES[index % SHIPMENT_STATUSES.length]!
  const sent = status === 'shipped' || status === 'delivered'
  const shipment = await create(
    'shipments',
    {
      customer: customer.id,
      company,
      status,
      recipient: recipients[index % recipients.length]!.id,
      items: shipmentPlans[index]!.map(({ item, quantity }) => ({ id: randomUUID(), inventoryItem: inventory[item]!.id, quantity })),
      processedAt: status === 'requested' || status === 'pending' ? undefined : createdAt,
      trackingUrl: sent ? `https://auspost.com.au/mypost/track/#/details/BENCH${index}` : undefined,
      createdAt,
      updatedAt: createdAt,
    },
    req,
  )
  for (const entry of parcelHistory(shipment.id, status, createdAt, index)) await create('audit-log', entry, req)
  for (const { item, quantity } of shipmentPlans[index]!) {
    await create(
      'inventory-adjustments',
      {
        inventoryItem: inventory[item]!.id,
        customer: customer.id,
        company,
        delta: -quantity,
        reason: 'shipment',
        shipment: shipment.id,
        createdAt,
        updatedAt: createdAt,
      },
      req,
    )
  }
  return shipment
})

await analyzeDatabase(payload)
payload.logger.info(
  `Bench dashboard: ${members.length} members, ${projects.length} projects, ${orders.length} orders, ${inventory.length} inventory items, ${COUNTS.shipments} shipments for ${email}`,
)
await payload.destroy()
process.exit(0)
