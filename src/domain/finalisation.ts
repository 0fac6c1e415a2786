// What a reviewer sends to finalise a proposal (packing, sizes, shipping, country, due date),
// checked the same way in the browser and on the server. Errors are keyed by field path so
// the form can show each one beside its control.
import { z } from 'zod'

import { PACKING_TYPES } from './enquiry-options'
import { normalisePurchaseOrder, PURCHASE_ORDER_MESSAGE, purchaseOrderProblem } from './purchase-order'
import { recipientInputSchema, type RecipientInput } from './recipient-input'
import { SIZE_GROUPS, validateSizeBreakdown, type SizeBreakdown } from './sizes'

const count = z.number().int().min(0)

const sizeRow = z.object({ sizingOption: z.number().int().positive(), quantity: count })

// The shape; recipients are checked by the address book's own schema (recipient-input.ts).
const finalisationShape = z.object({
  packingType: z.enum(PACKING_TYPES.map((p) => p.value) as ['individual_items', 'swag_packs'], 'Choose how to pack the items.'),
  numberOfPacks: z.number().int().min(1).max(100_000).nullable().default(null),
  sizes: z.array(z.object({ lineItem: z.number().int().positive(), mens: z.array(sizeRow).max(50), womens: z.array(sizeRow).max(50) })).max(200),
  shipmentType: z.enum(['single_drop', 'distribution_list'], 'Choose how the order is shipped.'),
  recipient: z.unknown(),
  distributionList: z
    .array(
      z.object({
        recipient: z.unknown(),
        items: z.array(z.object({ lineItem: z.number().int().positive(), quantity: count })).max(200),
      }),
    )
    .max(5000, 'A distribution list holds up to 5,000 recipients.')
    .default([]),
  // Checked with the project's rules below, so a missing date is reported with everything else.
  country: z.string('Choose a country.'),
  dueDate: z.string('Choose the date you need the order by.'),
  purchaseOrderNumber: z
    .string(PURCHASE_ORDER_MESSAGE)
    .default('')
    .refine((value) => purchaseOrderProblem(value) === null, PURCHASE_ORDER_MESSAGE)
    .transform(normalisePurchaseOrder),
})

type FinalisationShape = z.infer<typeof finalisationShape>

export type FinalisationInput = Omit<FinalisationShape, 'recipient' | 'distributionList'> & {
  recipient: RecipientInput | null
  distributionList: { recipient: RecipientInput; items: { lineItem: number; quantity: number }[] }[]
}

export type FinalisationLine = { id: number; title: string; quantity: number; hasSizing: boolean }

export type FieldErrors = Record<string, string>

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

// The rules that need the project: sizes add up per sized line, recipients' items belong to it
// and never ship more than was ordered, a real address and a due date after today.
function projectErrors(input: FinalisationShape, lines: FinalisationLine[], sizingOptions: Set<number>, today: string): FieldErrors {
  const errors: FieldErrors = {}
  if (input.packingType === 'swag_packs' && !input.numberOfPacks) errors.numberOfPacks = 'Enter how many packs to make.'
  const byId = new Map(lines.map((line) => [line.id, line]))
  const sizes = new Map(input.sizes.map((entry) => [entry.lineItem, entry]))
  for (const entry of input.sizes) {
    if (!byId.get(entry.lineItem)?.hasSizing) errors[`sizes.${entry.lineItem}`] = 'This item has no sizes.'
    else if (SIZE_GROUPS.some((group) => entry[group].some((row) => !sizingOptions.has(row.sizingOption)))) {
      errors[`sizes.${entry.lineItem}`] = 'Choose sizes from the list.'
    }
  }
  for (const line of lines.filter((l) => l.hasSizing)) {
    if (errors[`sizes.${line.id}`]) continue
    const entry = sizes.get(line.id)
    const breakdown: SizeBreakdown = { mens: entry?.mens ?? [], womens: entry?.womens ?? [] }
    const problem = validateSizeBreakdown(line.title, line.quantity, breakdown)
    if (problem) errors[`sizes.${line.id}`] = problem
  }
  if (input.shipmentType === 'distribution_list') {
    if (input.distributionList.length === 0) errors.distributionList = 'Add at least one recipient.'
    const shipped = new Map<number, number>()
    input.distributionList.forEach((entry, index) => {
      const items = entry.items.filter((item) => item.quantity > 0)
      if (items.length === 0) errors[`distributionList.${index}.items`] = 'Choose at least one item for this recipient.'
      for (const item of items) {
        if (!byId.has(item.lineItem)) errors[`distributionList.${index}.items`] = 'Choose items from this proposal.'
        shipped.set(item.lineItem, (shipped.get(item.lineItem) ?? 0) + item.quantity)
      }
    })
    for (const [lineId, quantity] of shipped) {
      const line = byId.get(lineId)
      if (line && quantity > line.quantity) {
        errors.distributionList = `The list sends ${quantity} of "${line.title}", but the order has ${line.quantity}.`
      }
    }
  }
  return { ...errors, ...deliveryErrors(input.country, input.dueDate, today) }
}

// The country and the date stand alone: checked even when the rest of the form is malformed.
function deliveryErrors(country: unknown, dueDate: unknown, today: string): FieldErrors {
  const errors: FieldErrors = {}
  if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) errors.country = 'Choose a country.'
  if (typeof dueDate !== 'string' || !isCalendarDate(dueDate)) errors.dueDate = 'Choose the date you need the order by.'
  else if (dueDate <= today) errors.dueDate = 'Choose a date after today.'
  return errors
}

// zod's path to our key: sizes.<index> becomes sizes.<lineItem id> so the form finds the grid.
function issueKey(path: PropertyKey[], raw: unknown): string {
  if (path[0] === 'sizes' && typeof path[1] === 'number') {
    const entry = (raw as { sizes?: { lineItem?: unknown }[] })?.sizes?.[path[1]]
    return `sizes.${String(entry?.lineItem ?? path[1])}`
  }
  return path.map(String).join('.') || 'form'
}

export type FinalisationResult = { ok: true; data: FinalisationInput } | { ok: false; errors: FieldErrors }

function collectIssues(errors: FieldErrors, error: z.ZodError, prefix: PropertyKey[], raw: unknown) {
  for (const issue of error.issues) {
    const key = issueKey([...prefix, ...issue.path], raw)
    errors[key] ??= issue.code === 'invalid_type' && key !== 'form' ? 'Fill in this field.' : issue.message
  }
}

/**
 * Checks a finalisation against the project's line items; `today` is YYYY-MM-DD in Australia.
 * Every problem is reported at once: shape, the project's rules and each recipient's address.
 */
export function checkFinalisation(
  raw: unknown,
  context: { lines: FinalisationLine[]; sizingOptions: Iterable<number>; today: string },
): FinalisationResult {
  const errors: FieldErrors = {}
  const shape = finalisationShape.safeParse(raw)
  if (!shape.success) {
    collectIssues(errors, shape.error, [], raw)
    const given = (raw ?? {}) as { country?: unknown; dueDate?: unknown }
    return { ok: false, errors: { ...deliveryErrors(given.country, given.dueDate, context.today), ...errors } }
  }
  const input = shape.data
  Object.assign(errors, projectErrors(input, context.lines, new Set(context.sizingOptions), context.today))
  // Every recipient ships to the project's country.
  const recipient = (value: unknown, path: PropertyKey[]): RecipientInput | null => {
    const parsed = recipientInputSchema.safeParse({ ...(value as object), country: input.country })
    if (parsed.success) return parsed.data
    collectIssues(errors, parsed.error, path, raw)
    return null
  }
  const singleDrop = input.shipmentType === 'single_drop' ? recipient(input.recipient ?? {}, ['recipient']) : null
  const distributionList =
    input.shipmentType === 'distribution_list'
      ? input.distributionList.map((entry, index) => ({
          recipient: recipient(entry.recipient ?? {}, ['distributionList', index, 'recipient'])!,
          items: entry.items.filter((item) => item.quantity > 0),
        }))
      : []
  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, data: { ...input, recipient: singleDrop, distributionList } }
}
