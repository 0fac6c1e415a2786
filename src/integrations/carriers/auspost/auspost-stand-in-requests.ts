// What the Australia Post stand-in reads of a shipping request (only what it checks or records),
// and how it refuses one: a request in the wrong shape, or an overseas item without the customs
// declaration Australia Post documents as mandatory for international items.
import { z } from 'zod'

import { isInternational } from '@/domain/delivery/customs'

import { refusal, type StandInReply } from './auspost-stand-in-replies'

const POSTCODE = z.object({ postcode: z.string() })
const ADDRESS = POSTCODE.extend({
  name: z.string(),
  lines: z.array(z.string()).min(1).max(3),
  suburb: z.string(),
  state: z.string(),
  country: z.string().optional(),
})
const CONTENT = z.object({
  description: z.string(),
  quantity: z.number().int().positive(),
  value: z.number().positive().optional(),
  tariff_code: z.string().optional(),
  country_of_origin: z.string().optional(),
  weight: z.number().positive().optional(),
})
const ITEM = z.object({
  item_reference: z.string().optional(),
  product_id: z.string(),
  weight: z.number().positive(),
  classification_type: z.string().optional(),
  commercial_value: z.boolean().optional(),
  import_reference_number: z.string().optional(),
  item_contents: z.array(CONTENT).optional(),
})
const SHIPMENT = z.object({ shipment_reference: z.string().optional(), from: ADDRESS, to: ADDRESS, items: z.array(ITEM).length(1) })

export const PRICES_ASKED = z.object({
  from: POSTCODE,
  to: POSTCODE.extend({ country: z.string().optional() }),
  items: z.array(z.object({ weight: z.number().positive() })).min(1),
})
export const SHIPMENTS_ASKED = z.object({ shipments: z.array(SHIPMENT).min(1) })
export const SHIPMENT_IDS = z.object({ shipments: z.array(z.object({ shipment_id: z.string() })).min(1) })

export type AskedShipment = z.infer<typeof SHIPMENT>

/** An overseas item's declaration as the stand-in accepted it, with the shipment's reference and destination. */
export type AusPostDeclaration = { reference: string; country: string } & Pick<
  z.infer<typeof ITEM>,
  'classification_type' | 'commercial_value' | 'import_reference_number' | 'item_contents'
>

/** The request in `shape`, or Australia Post's refusal of it naming the first thing wrong. */
export function parsed<T>(shape: z.ZodType<T>, body: unknown): { ok: T } | { reply: StandInReply } {
  const result = shape.safeParse(body)
  if (result.success) return { ok: result.data }
  const [issue] = result.error.issues
  return {
    reply: refusal(400, 'STAND-IN-400', 'INVALID_REQUEST', `The request is not one Australia Post takes: ${issue?.path.join('.')} ${issue?.message}`),
  }
}

/** What a content must declare for customs besides what it is and how many. */
const DECLARED = ['tariff_code', 'country_of_origin', 'value'] as const

const undeclared = (field: string, message: string) => refusal(400, 'STAND-IN-400', 'INVALID_CUSTOMS_DECLARATION', message, field)

/** The refusal of the first overseas shipment whose item lacks its contents, or a content its tariff code, origin or value; else null. */
export function customsRefusal(shipments: readonly AskedShipment[]): StandInReply | null {
  for (const [index, { to, items }] of shipments.entries()) {
    if (!isInternational(to.country)) continue
    const at = `shipments[${index}].items[0]`
    const contents = items[0]!.item_contents ?? []
    if (!contents.length) return undeclared(`${at}.item_contents`, 'An international item must declare its contents (item_contents).')
    for (const [line, content] of contents.entries()) {
      const missing = DECLARED.find((field) => content[field] === undefined || content[field] === '')
      if (missing) return undeclared(`${at}.item_contents[${line}].${missing}`, `Each international content must declare its ${missing}.`)
    }
  }
  return null
}

export const declarationOf = ({ shipment_reference, to, items }: AskedShipment): AusPostDeclaration => {
  const { classification_type, commercial_value, import_reference_number, item_contents } = items[0]!
  return { reference: shipment_reference ?? '', country: to.country!, classification_type, commercial_value, import_reference_number, item_contents }
}
