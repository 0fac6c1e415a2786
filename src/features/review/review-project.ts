import { orderLeadTime } from '@/domain/production-timeline'
import type { SizeOption } from '@/domain/sizes'
import { payloadClient } from '@/payload-client'
import { getSiteSettings } from '@/features/catalogue/storefront-data'

/**
 * What the project review pages show, read as trusted server code after the share guard let the
 * link through: only the fields on screen, never the customer's other data.
 */
export async function reviewProject(projectId: number) {
  const payload = await payloadClient()
  const [project, { docs: lines }] = await Promise.all([
    payload.findByID({
      collection: 'projects',
      id: projectId,
      depth: 1,
      select: {
        name: true,
        status: true,
        packingType: true,
        numberOfPacks: true,
        country: true,
        shippingEstimate: true,
        paymentMethod: true,
        paymentStatus: true,
        stripeTransactionId: true,
        invoice: true,
        purchaseOrderNumber: true,
        customer: true,
      },
      populate: { customers: { firstName: true, company: true } },
    }),
    payload.find({
      collection: 'line-items',
      where: { project: { equals: projectId } },
      sort: 'position',
      pagination: false,
      depth: 1,
      select: { title: true, quantity: true, pricePerUnit: true, hasSizing: true, mockupImage: true, product: true },
      populate: { products: { leadTimeDays: true }, mockups: { filename: true } },
    }),
  ])
  // Production takes as long as the slowest product, as the order's timeline will be planned.
  const products = lines.flatMap((line) => (typeof line.product === 'object' && line.product ? [line.product] : []))
  const customer = typeof project.customer === 'object' && project.customer ? project.customer : null
  return {
    project,
    customer: { firstName: customer?.firstName ?? null, company: customer?.company ?? null },
    leadTimeDays: orderLeadTime(products.map((product) => product.leadTimeDays)),
    lines: lines.map((line) => ({
      id: line.id,
      title: line.title,
      quantity: line.quantity ?? 0,
      pricePerUnit: line.pricePerUnit ?? 0,
      hasSizing: Boolean(line.hasSizing),
      hasMockup: Boolean(line.mockupImage),
    })),
  }
}

/** The sizes on offer, in the order site settings give (then any others by their own order). */
export async function sizeOptions(): Promise<SizeOption[]> {
  const payload = await payloadClient()
  const [settings, { docs }] = await Promise.all([
    getSiteSettings(),
    payload.find({ collection: 'sizing-options', sort: 'order', pagination: false, depth: 0, select: { label: true, shortLabel: true } }),
  ])
  const order = (settings.sizingOptions ?? []).map((option) => (typeof option === 'object' ? option.id : option))
  const rank = (id: number) => (order.includes(id) ? order.indexOf(id) : order.length)
  return [...docs]
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map((option) => ({ id: option.id, label: option.label, shortLabel: option.shortLabel || option.label }))
}

export const mockupUrl = (projectId: number, lineId: number, key: string, size: 'sm' | 'md' = 'sm') =>
  `/review/projects/${projectId}/mockups/${lineId}?key=${encodeURIComponent(key)}&size=${size}`
