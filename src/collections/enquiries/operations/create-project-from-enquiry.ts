import type { Payload, PayloadRequest } from 'payload'

import { conversionProblem, proposalLinesFor, type EnquiryToConvert } from '@/domain/enquiry-conversion'
import { quoteCatalogue } from '@/collections/enquiries/quote-catalogue'
import { relationId } from '@/platform/relation-id'
import { inTransaction, lockRow } from '@/platform/database/transactions'

/** The HTTP status and message of the conversion, and the enquiry's project when it has one. */
export type ConversionOutcome = { status: 201 | 404 | 409; message: string; project?: number | null }

/** The enquiry as conversion needs it, read under a lock so two clicks make one project. */
const lockedEnquiry = async (tx: PayloadRequest, id: number) => {
  await lockRow(tx, 'enquiries', id)
  const enquiry = await tx.payload.findByID({ collection: 'enquiries', id, depth: 0, disableErrors: true, overrideAccess: true, req: tx })
  if (!enquiry) return null
  const items = (enquiry.items ?? []).flatMap((item) => {
    const product = relationId(item.product)
    return product === null
      ? []
      : [{ product, variant: relationId(item.variant), decoration: relationId(item.decoration), quantity: item.quantity ?? null }]
  })
  const toConvert: EnquiryToConvert & { id: number; name: string; company: number | null } = {
    id: enquiry.id,
    name: enquiry.name,
    company: relationId(enquiry.company),
    status: enquiry.status,
    customer: relationId(enquiry.customer),
    project: relationId(enquiry.project),
    quantity: enquiry.quantity,
    items,
  }
  return toConvert
}

const convert = async (tx: PayloadRequest, id: number): Promise<ConversionOutcome> => {
  const enquiry = await lockedEnquiry(tx, id)
  if (!enquiry) return { status: 404, message: 'Unknown enquiry.' }
  const problem = conversionProblem(enquiry)
  if (problem) return { status: 409, message: problem, project: enquiry.project }

  const variantIds = [...new Set(enquiry.items.flatMap((item) => (item.variant === null ? [] : [item.variant])))]
  const [products, variants] = await Promise.all([
    quoteCatalogue(
      tx.payload,
      enquiry.items.map((item) => item.product),
      { req: tx },
    ),
    tx.payload.find({
      collection: 'product-variants',
      where: { id: { in: variantIds } },
      depth: 0,
      pagination: false,
      select: { name: true },
      req: tx,
    }),
  ])
  const lines = proposalLinesFor(enquiry, products, new Map(variants.docs.map((variant) => [variant.id, variant.name])))
  const project = await tx.payload.create({
    collection: 'projects',
    // The company the enquiry was sent in, which need not be the one its sender now acts in.
    data: {
      name: enquiry.name,
      customer: enquiry.customer!,
      ...(enquiry.company === null ? {} : { company: enquiry.company }),
      enquiry: enquiry.id,
      status: 'pending',
      visibility: 'active',
    },
    depth: 0,
    select: { name: true },
    req: tx,
  })
  for (const line of lines) {
    await tx.payload.create({ collection: 'line-items', data: { ...line, project: project.id }, depth: 0, select: { title: true }, req: tx })
  }
  await tx.payload.update({ collection: 'enquiries', id: enquiry.id, data: { project: project.id }, depth: 0, select: { project: true }, req: tx })
  return { status: 201, message: `Project created with ${lines.length} line item${lines.length === 1 ? '' : 's'}.`, project: project.id }
}

/**
 * "Create project" on a submitted enquiry: a pending project for the enquiry's customer with one
 * line item per enquiry item, linked both ways, all in one transaction, written as `user`.
 */
export const createProjectFromEnquiry = (payload: Payload, id: number, user: PayloadRequest['user']): Promise<ConversionOutcome> =>
  inTransaction(payload, (tx) => convert(tx, id), { user })
