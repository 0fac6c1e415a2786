import type { ApiRoute } from './api-route'
import { listInventory } from './reads/inventory'
import { getInvoice, getInvoicePdf, listInvoices } from './reads/invoices'
import { getProduct, listProducts } from './reads/products'
import { getOrder, getProject, listOrders, listProjects } from './reads/projects'
import { getLink, listLinkResponses, listLinks } from './reads/recipient-links'
import { getRecipient, listRecipients } from './reads/recipients'
import { getShipment, listShipments } from './reads/shipments'
import { createProject } from './writes/projects'
import { createLink } from './writes/recipient-links'
import { createRecipient, importRecipients, updateRecipient } from './writes/recipients'
import { cancelShipment, createShipments } from './writes/shipments'

export {
  cancelShipment,
  createLink,
  createProject,
  getInvoice,
  getInvoicePdf,
  getLink,
  listInvoices,
  createRecipient,
  createShipments,
  getOrder,
  getProduct,
  getProject,
  getRecipient,
  getShipment,
  importRecipients,
  listInventory,
  listLinkResponses,
  listLinks,
  listOrders,
  listProducts,
  listProjects,
  listRecipients,
  listShipments,
  updateRecipient,
}

/** Every route of the public API, in the order the reference lists them. */
export const API_V1_ROUTES: readonly ApiRoute[] = [
  listProducts,
  getProduct,
  listInventory,
  listProjects,
  getProject,
  createProject,
  listOrders,
  getOrder,
  listShipments,
  getShipment,
  createShipments,
  cancelShipment,
  listRecipients,
  getRecipient,
  createRecipient,
  updateRecipient,
  importRecipients,
  listLinks,
  getLink,
  listLinkResponses,
  createLink,
  listInvoices,
  getInvoice,
  getInvoicePdf,
] as ApiRoute[]
