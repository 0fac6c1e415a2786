import type { Payload } from 'payload'

import { issueInvoice } from '@/collections/payments/operations/issue-invoice'
import type { ProjectStatus, StatusActor } from '@/domain/project-status'
import { renderArtworkProof } from './artwork-proof'
import { renderProductImage } from './catalogue/render-product-image'
import { DEMO_PARCELS, seedParcelJourney, type ParcelPlan } from './parcels'
import { seedParcelManifest } from './parcel-labels'
import type { SeededCatalogue, SeededProduct } from './seeded-catalogue'
import type { SeedProgress } from './seed-progress'
import { uploadFile } from './upload'

type Customer = { id: number; company?: string | null; email: string }

type LinePlan = { product: string; colour?: number; quantity: number; sizes?: Record<string, number> }

/** A demo shipment: requested and left so, or processed, or sent on a carrier's journey. */
type ShipmentPlan = {
  recipient: { id: number }
  /** Pairs of the demo's stock (by position) and how many of it. */
  lines: [number, number][]
  status?: 'requested' | 'processing'
  parcel?: ParcelPlan
}

type ProjectPlan = {
  name: string
  status: ProjectStatus
  lines: LinePlan[]
  payment?: 'card' | 'invoice'
  archived?: boolean
  packingType?: 'individual_items' | 'swag_packs'
}

const day = 24 * 60 * 60 * 1000

const variantOf = (product: SeededProduct, index = 0) => product.variants[index % product.variants.length]!

/** Splits a sized line's quantity over sizes in the given proportions (men's/unisex). */
const sizeRows = (quantity: number, sizes: Record<string, number>, catalogue: SeededCatalogue) => {
  const entries = Object.entries(sizes)
  const total = entries.reduce((sum, [, share]) => sum + share, 0)
  let assigned = 0
  return entries.map(([label, share], index) => {
    const count = index === entries.length - 1 ? quantity - assigned : Math.floor((quantity * share) / total)
    assigned += count
    return { sizingOption: catalogue.sizingOptions.get(label)!, quantity: count }
  })
}

const transition = (payload: Payload, id: number, status: ProjectStatus, actor: StatusActor, data = {}) =>
  payload.update({ collection: 'projects', id, data: { ...data, status }, context: { statusActor: actor }, depth: 0 })

const STATUS_PATH: ProjectStatus[] = ['pending', 'proposal_sent', 'awaiting_confirmation', 'awaiting_payment', 'completed']

/** Builds one project through the real status machine, step by step, as staff and reviewers would. */
const seedProject = async (payload: Payload, catalogue: SeededCatalogue, customer: Customer, plan: ProjectPlan, recipientId: number) => {
  const project = await payload.create({
    collection: 'projects',
    data: {
      name: plan.name,
      customer: customer.id,
      packingType: plan.packingType ?? 'individual_items',
      visibility: plan.archived ? 'archived' : 'active',
      status: 'pending',
    },
    depth: 0,
  })
  const lineIds: number[] = []
  for (const [position, line] of plan.lines.entries()) {
    const product = catalogue.products.get(line.product)
    if (!product) throw new Error(`Seed refers to unknown product ${line.product}`)
    const variant = variantOf(product, line.colour)
    const mockup = await uploadFile(
      payload,
      'mockups',
      {
        data: await renderProductImage({ shape: product.shape, colour: variant.colour, width: 800, height: 800 }),
        name: `mockup-${project.id}-${position}.webp`,
        mimetype: 'image/webp',
      },
      { customer: customer.id },
    )
    const created = await payload.create({
      collection: 'line-items',
      data: {
        project: project.id,
        title: `${product.title} — ${variant.name}`,
        product: product.id,
        variant: variant.id,
        position,
        quantity: line.quantity,
        hasSizing: product.hasSizing,
        mockupImage: mockup.id,
      },
      depth: 0,
    })
    // What the line costs the supplier, a little over half its price and varying by product, so
    // the staff insights' gross margin has something to say.
    const costShare = 0.5 + (product.id % 3) * 0.08
    await payload.update({
      collection: 'line-items',
      id: created.id,
      data: { unitCost: Math.round((created.pricePerUnit ?? 0) * costShare) },
      depth: 0,
    })
    lineIds.push(created.id)
  }
  const target = STATUS_PATH.indexOf(plan.status)
  if (target >= 1) await transition(payload, project.id, 'proposal_sent', 'staff')
  if (target >= 2) {
    for (const [index, line] of plan.lines.entries()) {
      if (!catalogue.products.get(line.product)!.hasSizing) continue
      await payload.update({
        collection: 'line-items',
        id: lineIds[index]!,
        data: { sizes: { mens: sizeRows(line.quantity, line.sizes ?? { S: 2, M: 4, L: 3, XL: 1 }, catalogue) } },
        depth: 0,
      })
    }
    await transition(payload, project.id, 'awaiting_confirmation', 'reviewer', {
      shipmentType: 'single_drop',
      singleDropRecipient: recipientId,
      country: 'AU',
      dueDate: new Date(Date.now() + 30 * day).toISOString(),
    })
  }
  const card = plan.payment !== 'invoice'
  if (target >= 3) {
    await transition(payload, project.id, 'awaiting_payment', 'staff', { shippingEstimate: 4500 })
    // Paid on account: a real tax invoice, numbered and snapshotted as the payment page issues it.
    if (!card) {
      const issued = await issueInvoice(payload, project.id, null)
      if (!issued.ok || !issued.invoice) throw new Error(`The demo invoice for "${plan.name}" was not issued.`)
    }
  }
  if (target >= 4) {
    await transition(payload, project.id, 'completed', card ? 'gateway' : 'staff', {
      paymentMethod: plan.payment ?? 'card',
      paymentStatus: 'paid',
      stripeTransactionId: card ? `pi_demo_${project.id}` : undefined,
    })
  }
  return { projectId: project.id, lineIds }
}

const orderOf = async (payload: Payload, projectId: number) => {
  const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0 })
  return payload.findByID({ collection: 'orders', id: project.order as number, depth: 0 })
}

/** Uploads a proof for every line of an order and asks for approval. */
const sendArtworkForApproval = async (payload: Payload, catalogue: SeededCatalogue, customer: Customer, projectId: number) => {
  const order = await orderOf(payload, projectId)
  const items = []
  for (const item of order.artworkReviewItems ?? []) {
    const line = await payload.findByID({ collection: 'line-items', id: item.lineItem as number, depth: 0 })
    const product = [...catalogue.products.values()].find((p) => p.id === line.product)!
    const variant = product.variants.find((v) => v.id === line.variant) ?? variantOf(product)
    const proof = await uploadFile(
      payload,
      'artwork-proofs',
      {
        data: await renderArtworkProof({
          productImage: await renderProductImage({ shape: product.shape, colour: variant.colour, width: 820, height: 820, format: 'png' }),
          title: product.title,
          colourName: variant.name,
          company: customer.company ?? 'Your company',
          version: 1,
        }),
        name: `proof-${order.id}-${line.id}-v1.png`,
        mimetype: 'image/png',
      },
      { customer: customer.id, order: order.id, lineItem: line.id, version: 1 },
    )
    items.push({ ...item, artworkProof: proof.id })
  }
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { artworkReviewItems: items, status: 'proposal_sent' },
    context: { statusActor: 'staff' },
    depth: 0,
  })
  return order.id
}

const AUSTRALIAN_RECIPIENTS = [
  {
    fullName: 'Priya Sharma',
    companyName: 'Harbour & Co.',
    address1: 'Level 4, 55 Collins Street',
    suburb: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
    email: 'priya@harbour.example',
    phone: '+61 3 9000 1234',
  },
  {
    fullName: 'Tom Nguyen',
    companyName: 'Harbour & Co.',
    address1: '12 Ann Street',
    suburb: 'Brisbane City',
    state: 'QLD',
    postcode: '4000',
    email: 'tom@harbour.example',
  },
  {
    fullName: 'Olivia Brown',
    address1: '8 Harris Street',
    address2: 'Unit 3',
    suburb: 'Pyrmont',
    state: 'NSW',
    postcode: '2009',
    email: 'olivia.brown@example.com',
  },
  { fullName: 'Liam Wilson', address1: '200 St Georges Terrace', suburb: 'Perth', state: 'WA', postcode: '6000', email: 'liam.wilson@example.com' },
  {
    fullName: 'Chloe Martin',
    companyName: 'Harbour & Co.',
    address1: '3 Bunda Street',
    suburb: 'Canberra',
    state: 'ACT',
    postcode: '2601',
    email: 'chloe@harbour.example',
  },
  {
    fullName: 'Noah Campbell',
    address1: '17 Kelly Street',
    suburb: 'Battery Point',
    state: 'TAS',
    postcode: '7004',
    email: 'noah.campbell@example.com',
  },
]

/**
 * The demo customer's business: projects in every status, an order with proofs awaiting approval,
 * stock in the warehouse with its ledger, an address book and shipments in several states.
 */
export const seedSales = async (
  payload: Payload,
  catalogue: SeededCatalogue,
  customers: { demo: Customer; second: Customer },
  progress: SeedProgress,
) => {
  const { demo, second } = customers
  const recipients = []
  for (const recipient of AUSTRALIAN_RECIPIENTS) {
    recipients.push(await payload.create({ collection: 'recipients', data: { ...recipient, country: 'AU', customer: demo.id }, depth: 0 }))
  }
  // Overseas: Brazil asks for the recipient's CPF, so her parcel waits on her delivery-details link.
  const overseas = await payload.create({
    collection: 'recipients',
    data: {
      fullName: 'Ana Souza',
      companyName: 'Harbour & Co. Brasil',
      email: 'ana.souza@example.com',
      address1: 'Rua Augusta 1500',
      suburb: 'São Paulo',
      state: 'SP',
      postcode: '01304-001',
      country: 'BR',
      customer: demo.id,
    },
    depth: 0,
  })
  const secondRecipient = await payload.create({
    collection: 'recipients',
    data: {
      fullName: 'Sam Taylor',
      companyName: 'Northwind Logistics',
      address1: '1 King William Street',
      suburb: 'Adelaide',
      state: 'SA',
      postcode: '5000',
      country: 'AU',
      customer: second.id,
    },
    depth: 0,
  })

  const plans: ProjectPlan[] = [
    {
      name: 'Onboarding Kit 2027',
      status: 'pending',
      lines: [
        { product: 'classic-cotton-tee', quantity: 50 },
        { product: 'insulated-bottle-750', quantity: 50 },
      ],
    },
    {
      name: 'Sydney Summit Swag',
      status: 'proposal_sent',
      packingType: 'swag_packs',
      lines: [
        { product: 'classic-cotton-tee', colour: 1, quantity: 120 },
        { product: 'recycled-cotton-tote', quantity: 120 },
        { product: 'a5-linen-notebook', quantity: 120 },
      ],
    },
    {
      name: 'Q3 Sales Kickoff',
      status: 'awaiting_confirmation',
      lines: [
        { product: 'heavyweight-hoodie', quantity: 40 },
        { product: 'ceramic-cafe-mug', quantity: 40 },
      ],
    },
    {
      name: 'Client Gift Boxes',
      status: 'awaiting_payment',
      packingType: 'swag_packs',
      lines: [
        { product: 'insulated-bottle-750', colour: 2, quantity: 60 },
        { product: 'bamboo-pen', quantity: 60 },
      ],
    },
    {
      name: 'Team Hoodies',
      status: 'completed',
      payment: 'card',
      lines: [
        { product: 'heavyweight-hoodie', colour: 1, quantity: 30 },
        { product: 'six-panel-cap', quantity: 30 },
      ],
    },
    {
      name: 'Conference Essentials',
      status: 'completed',
      payment: 'invoice',
      lines: [
        { product: 'classic-cotton-tee', colour: 2, quantity: 80, sizes: { S: 1, M: 2, L: 2, XL: 1 } },
        { product: 'recycled-cotton-tote', colour: 1, quantity: 80 },
        { product: 'insulated-bottle-750', quantity: 80 },
      ],
    },
    {
      name: 'Christmas Party 2025',
      status: 'completed',
      payment: 'card',
      archived: true,
      lines: [{ product: 'ceramic-cafe-mug', colour: 1, quantity: 25 }],
    },
  ]
  const receivedIntoWarehouse = [5, 6]
  // The untracked ones stay as requested or as staff processed them; the tracked ones travel as Shippit reports them.
  const shipmentPlans: ShipmentPlan[] = [
    {
      recipient: recipients[1]!,
      lines: [
        [0, 4],
        [3, 2],
      ],
      parcel: DEMO_PARCELS.delivered,
    },
    {
      recipient: recipients[2]!,
      lines: [
        [1, 6],
        [4, 3],
      ],
      parcel: DEMO_PARCELS.inTransit,
    },
    { recipient: recipients[3]!, status: 'processing', lines: [[2, 3]] },
    {
      recipient: recipients[0]!,
      status: 'requested',
      lines: [
        [5, 10],
        [6, 5],
      ],
    },
    {
      recipient: recipients[4]!,
      lines: [
        [1, 2],
        [0, 2],
      ],
      parcel: DEMO_PARCELS.outForDelivery,
    },
    { recipient: recipients[5]!, lines: [[4, 4]], parcel: DEMO_PARCELS.exception },
    {
      recipient: recipients[3]!,
      lines: [
        [0, 3],
        [6, 2],
      ],
      parcel: DEMO_PARCELS.returned,
    },
    { recipient: overseas, status: 'requested', lines: [[0, 2]] },
  ]
  // Every project, the second customer's, the proofs sent for approval, every shipment.
  const stepsDone = progress.phase('Sales history', plans.length + 1 + 1 + receivedIntoWarehouse.length + shipmentPlans.length)

  const seeded = []
  for (const plan of plans) {
    seeded.push(await seedProject(payload, catalogue, demo, plan, recipients[0]!.id))
    stepsDone.tick()
  }
  await seedProject(
    payload,
    catalogue,
    second,
    { name: 'Warehouse Crew Uniforms', status: 'proposal_sent', lines: [{ product: 'classic-cotton-tee', quantity: 60 }] },
    secondRecipient.id,
  )
  stepsDone.tick()

  // Team Hoodies: proofs are with the customer, waiting for approval.
  await sendArtworkForApproval(payload, catalogue, demo, seeded[4]!.projectId)
  stepsDone.tick()

  // Conference Essentials and the Christmas party: approved, produced and received into the warehouse.
  for (const index of receivedIntoWarehouse) {
    const orderId = await sendArtworkForApproval(payload, catalogue, demo, seeded[index]!.projectId)
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0 })
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: {
        artworkReviewItems: (order.artworkReviewItems ?? []).map((item) => ({ ...item, status: 'approved' as const })),
        status: 'awaiting_confirmation',
      },
      context: { statusActor: 'reviewer', reviewer: demo.email },
      depth: 0,
    })
    await payload.update({ collection: 'orders', id: orderId, data: { status: 'awaiting_payment' }, context: { statusActor: 'staff' }, depth: 0 })
    // Goods received: completing the order books its stock into the warehouse.
    await payload.update({ collection: 'orders', id: orderId, data: { status: 'completed' }, context: { statusActor: 'staff' }, depth: 0 })
    stepsDone.tick()
  }

  await payload.create({
    collection: 'sample-requests',
    data: {
      customer: demo.id,
      recipient: recipients[0]!.id,
      products: ['heavyweight-hoodie', 'ceramic-cafe-mug'].map((slug) => catalogue.products.get(slug)!.id),
      comments: 'Could we see the hoodie in Forest Green before we commit?',
    },
    depth: 0,
  })

  const { docs: stock } = await payload.find({
    collection: 'inventory-items',
    where: { customer: { equals: demo.id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  const sent: { shipment: number; trackingNumber: string }[] = []
  for (const plan of shipmentPlans) {
    const shipment = await payload.create({
      collection: 'shipments',
      data: {
        customer: demo.id,
        status: 'requested',
        recipient: plan.recipient.id,
        items: plan.lines.filter(([index]) => stock[index]).map(([index, quantity]) => ({ inventoryItem: stock[index]!.id, quantity })),
      },
      depth: 0,
    })
    if (plan.parcel) {
      await seedParcelJourney(payload, shipment.id, plan.parcel)
      sent.push({ shipment: shipment.id, trackingNumber: plan.parcel.trackingNumber })
    } else if (plan.status === 'processing')
      await payload.update({ collection: 'shipments', id: shipment.id, data: { status: 'processing' }, depth: 0 })
    stepsDone.tick()
  }
  await seedParcelManifest(payload, sent)
  stepsDone.done()
}
