import type { ApiRoute } from './api-route'
import { listInventory } from './reads/inventory'
import { getInvoice, getInvoicePdf, listInvoices } from './reads/invoices'
import { getProduct, listProducts } from './reads/products'
import { getOrder, getProject, listOrders, listProjects } from './reads/projects'
import { getRecipient, listRecipients } from './reads/recipients'
import { getShipment, listShipments } from './reads/shipments'
import { createRecipient } from './writes/recipients'
import { cancelShipment, createShipments } from './writes/shipments'

export {
  cancelShipment,
  getInvoice,
  getInvoicePdf,
  listInvoices,
  createRecipient,
  createShipments,
  getOrder,
  getProduct,
  getProject,
  getRecipient,
  getShipment,
  listInventory,
  listOrders,
  listProducts,
  listProjects,
  listRecipients,
  listShipments,
}

/** Every route of the public API, in the order the reference lists them. */
export const API_V1_ROUTES: readonly ApiRoute[] = [
  listProducts,
  getProduct,
  listInventory,
  listProjects,
  getProject,
  listOrders,
  getOrder,
  listShipments,
  getShipment,
  createShipments,
  cancelShipment,
  listRecipients,
  getRecipient,
  createRecipient,
  listInvoices,
  getInvoice,
  getInvoicePdf,
] as ApiRoute[]
