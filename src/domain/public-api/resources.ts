// What the public API answers for each thing it reads: the schemas that shape each answer and
// that the OpenAPI document publishes. Money is in cents (AUD, GST included where charged);
// times are ISO 8601 in UTC.
import { z } from 'zod'

import { PROJECT_STATUSES } from '../project-status'
import { RECIPIENT_LINK_AUDIENCES } from '../recipient-invitation'
import { LINK_STATES, RECIPIENT_LINK_MODES } from '../recipient-link'
import { SHIPMENT_STATUSES } from '../shipment-status'
import { SIZE_GROUPS } from '../sizes'
import { listOf } from './paging'

const cents = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in cents (AUD).` })
const timestamp = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-11-30T04:05:06.000Z' })

export const productSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    category: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    priceFrom: cents('The lowest unit price').nullable(),
    minimumQuantity: z.number().int(),
    leadTimeDays: z.number().int().nullable().meta({ description: 'Production days after the artwork is approved.' }),
    hasSizing: z.boolean(),
    priceBreaks: z.array(z.object({ minQuantity: z.number().int(), pricePerUnit: cents('Unit price from this quantity up') })),
  })
  .meta({ id: 'Product', description: 'A product of the catalogue.' })

export const inventoryItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    order: z.number().int().nullable().meta({ description: 'The order the stock was made in.' }),
    gender: z.enum(SIZE_GROUPS).nullable(),
    size: z.string().nullable(),
    available: z.number().int().meta({ description: 'Units in the warehouse, free to ship.' }),
    lowStockThreshold: z.number().int().nullable(),
    belowThreshold: z.boolean(),
    daysOfCover: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Days the stock lasts at the rate it shipped over the last 90 days; null when none shipped.' }),
  })
  .meta({ id: 'InventoryItem', description: 'Stock the company holds in the warehouse, one row per size.' })

const statusHistory = z.array(z.object({ status: z.enum(PROJECT_STATUSES), at: timestamp }))

export const projectSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(PROJECT_STATUSES),
    archived: z.boolean(),
    subtotal: cents('The quote before shipping').nullable(),
    statusHistory,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Project', description: 'A quote, which becomes an order once it is paid.' })

export const orderSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    project: z.number().int().nullable(),
    status: z.enum(PROJECT_STATUSES),
    inHandsDate: z.string().nullable().meta({ description: 'The day the goods are planned to arrive (YYYY-MM-DD).' }),
    statusHistory,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Order', description: 'A paid project in production.' })

export const shipmentSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(SHIPMENT_STATUSES),
    recipient: z.object({
      id: z.number().int(),
      fullName: z.string(),
      suburb: z.string(),
      state: z.string().nullable(),
      postcode: z.string().nullable(),
      country: z.string(),
    }),
    items: z.array(z.object({ inventoryItem: z.number().int(), quantity: z.number().int() })),
    charge: cents('Postage and handling, GST included').nullable(),
    trackingUrl: z.string().nullable(),
    processedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Shipment', description: 'Stock sent to a recipient.' })

export const recipientSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    companyName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    suburb: z.string(),
    state: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string().meta({ description: 'Two-letter country code.', example: 'AU' }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Recipient', description: 'Someone in the company’s address book.' })

export const linkSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mode: z
      .enum(RECIPIENT_LINK_MODES)
      .meta({ description: 'collect: recipients give their address and sizes; ship: they claim a shipment from stock.' }),
    audience: z.enum(RECIPIENT_LINK_AUDIENCES).meta({ description: 'anyone with the link, or only the people invited to it.' }),
    state: z.enum([...LINK_STATES, 'claimed']).meta({
      description: 'open; closed, expired or full; or claimed when the stock cannot cover one more recipient.',
    }),
    url: z.string().nullable().meta({ description: 'The link to hand out; null for invited people only, who each get their own.' }),
    message: z.string().nullable(),
    project: z.number().int().nullable().meta({ description: 'The project a collect link gathers sizes for.' }),
    items: z
      .array(z.object({ inventoryItem: z.number().int(), quantity: z.number().int() }))
      .meta({ description: 'What a ship link sends each recipient.' }),
    cap: z.number().int().nullable().meta({ description: 'The most responses it takes; null for no cap.' }),
    responseCount: z.number().int(),
    expiresAt: timestamp.nullable(),
    closedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'RecipientLink', description: 'A link the company hands out to collect recipients’ addresses and sizes, or to ship to them.' })

export const linkResponseSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    sizes: z
      .array(z.object({ lineItem: z.number().int(), title: z.string(), group: z.enum(SIZE_GROUPS), size: z.string() }))
      .meta({ description: 'The size chosen for each sized item of the project.' }),
    shipment: z.number().int().nullable().meta({ description: 'The shipment a ship link booked for them.' }),
    createdAt: timestamp,
  })
  .meta({ id: 'LinkResponse', description: 'What someone sent through a link.' })

export const invoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    project: z.number().int(),
    issuedAt: timestamp,
    dueAt: timestamp,
    billTo: z.object({ name: z.string().nullable(), company: z.string().nullable(), email: z.string().nullable() }),
    lines: z.array(z.object({ title: z.string(), quantity: z.number().int(), unitPrice: cents('Unit price'), total: cents('Line total') })),
    subtotal: cents('Goods before GST'),
    shipping: cents('Shipping before GST'),
    gst: cents('GST'),
    total: cents('Amount due, GST included'),
  })
  .meta({ id: 'Invoice', description: 'A tax invoice issued for a project paid on account.' })

export const productListSchema = listOf(productSchema, 'ProductList')
export const inventoryListSchema = listOf(inventoryItemSchema, 'InventoryList')
export const projectListSchema = listOf(projectSchema, 'ProjectList')
export const orderListSchema = listOf(orderSchema, 'OrderList')
export const shipmentListSchema = listOf(shipmentSchema, 'ShipmentList')
export const recipientListSchema = listOf(recipientSchema, 'RecipientList')
export const invoiceListSchema = listOf(invoiceSchema, 'InvoiceList')
export const linkListSchema = listOf(linkSchema, 'RecipientLinkList')
export const linkResponseListSchema = listOf(linkResponseSchema, 'LinkResponseList')

export type ProductView = z.infer<typeof productSchema>
export type InventoryItemView = z.infer<typeof inventoryItemSchema>
export type ProjectView = z.infer<typeof projectSchema>
export type OrderView = z.infer<typeof orderSchema>
export type ShipmentView = z.infer<typeof shipmentSchema>
export type RecipientView = z.infer<typeof recipientSchema>
export type InvoiceView = z.infer<typeof invoiceSchema>
export type LinkView = z.infer<typeof linkSchema>
export type LinkResponseView = z.infer<typeof linkResponseSchema>
