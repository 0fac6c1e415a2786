import type { Payload, PayloadRequest } from 'payload'

import { countryName } from '@/domain/address'
import { PACKING_TYPES } from '@/domain/enquiry-options'
import { calendarDateInAustralia } from '@/domain/business-days'
import { checkFinalisation, type FinalisationInput } from '@/domain/finalisation'
import type { RecipientInput } from '@/domain/recipient-input'
import { SIZE_GROUPS } from '@/domain/sizes'
import { sendProjectFinalised } from '@/email/review-notifications'
import { relationId } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { refusal, type Result } from '@/platform/result'
import { lockedDocument } from '@/platform/database/locked-document'
import { inTransaction } from '@/platform/database/transactions'

/** What the finalise form checks against: the project's lines and the sizes on offer. */
export async function finalisationContext(payload: Payload, projectId: number) {
  const [{ docs: lines }, { docs: options }] = await Promise.all([
    payload.find({
      collection: 'line-items',
      where: { project: { equals: projectId } },
      sort: 'position',
      pagination: false,
      depth: 0,
      select: { title: true, quantity: true, hasSizing: true },
    }),
    payload.find({ collection: 'sizing-options', pagination: false, depth: 0, select: { label: true } }),
  ])
  return {
    lines: lines.map((line) => ({ id: line.id, title: line.title, quantity: line.quantity ?? 0, hasSizing: Boolean(line.hasSizing) })),
    sizingOptions: options.map((option) => option.id),
    today: calendarDateInAustralia(new Date()),
  }
}

const createRecipient = (req: PayloadRequest, customer: number, recipient: RecipientInput) =>
  req.payload.create({ collection: 'recipients', data: { ...recipient, customer }, depth: 0, req })

/**
 * A reviewer finalises a proposal. Only the finalisation fields are written — sizes of the
 * project's sized lines, packing, shipping, country and due date — then the project moves to
 * awaiting_confirmation as the reviewer, and staff's email is queued, all in one transaction.
 */
export async function finaliseProject(payload: Payload, projectId: number, raw: unknown): Promise<Result> {
  const context = await finalisationContext(payload, projectId)
  const checked = checkFinalisation(raw, context)
  if (!checked.ok) return refusal(400, Object.values(checked.errors)[0] ?? 'Check the highlighted fields.', checked.errors)
  const input: FinalisationInput = checked.data
  return inTransaction<Result>(payload, async (req) => {
    const project = await lockedDocument(req, 'projects', projectId, {
      depth: 0,
      select: { name: true, status: true, customer: true },
    })
    if (project.status !== 'proposal_sent') return refusal(409, 'This proposal has already been finalised.')
    const customer = relationId(project.customer)!
    for (const line of context.lines.filter((l) => l.hasSizing)) {
      const entry = input.sizes.find((s) => s.lineItem === line.id)
      const sizes = Object.fromEntries(SIZE_GROUPS.map((group) => [group, (entry?.[group] ?? []).filter((row) => row.quantity > 0)]))
      await req.payload.update({ collection: 'line-items', id: line.id, data: { sizes }, depth: 0, req, context: { requireCompleteSizes: true } })
    }
    const singleDrop = input.recipient ? await createRecipient(req, customer, input.recipient) : null
    const distributionListShipments = []
    for (const entry of input.distributionList) {
      const recipient = await createRecipient(req, customer, entry.recipient)
      distributionListShipments.push({ recipient: recipient.id, items: entry.items })
    }
    await req.payload.update({
      collection: 'projects',
      id: projectId,
      data: {
        packingType: input.packingType,
        numberOfPacks: input.packingType === 'swag_packs' ? input.numberOfPacks : null,
        shipmentType: input.shipmentType,
        singleDropRecipient: singleDrop?.id ?? null,
        distributionListShipments,
        country: input.country,
        dueDate: `${input.dueDate}T00:00:00.000Z`,
        purchaseOrderNumber: input.purchaseOrderNumber || null,
        status: 'awaiting_confirmation',
      },
      context: { statusActor: 'reviewer' },
      depth: 0,
      req,
    })
    await sendProjectFinalised(
      payload,
      {
        name: project.name,
        packing:
          input.packingType === 'swag_packs'
            ? `${input.numberOfPacks} swag packs`
            : (PACKING_TYPES.find((p) => p.value === input.packingType)?.label ?? input.packingType),
        shipping:
          input.shipmentType === 'single_drop'
            ? `Single drop to ${input.recipient?.fullName}, ${input.recipient?.suburb}`
            : `Distribution list of ${input.distributionList.length} recipients`,
        country: countryName(input.country),
        dueDate: new Date(`${input.dueDate}T00:00:00Z`).toLocaleDateString('en-AU', { dateStyle: 'long', timeZone: 'UTC' }),
        adminLink: `${serverURL()}/admin/collections/projects/${projectId}`,
      },
      req,
    )
    return { ok: true }
  })
}
