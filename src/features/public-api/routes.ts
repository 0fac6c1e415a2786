import type { ApiRoute } from './api-route'
import { listInventory } from './reads/inventory'
import { getProduct, listProducts } from './reads/products'
import { getOrder, getProject, listOrders, listProjects } from './reads/projects'
import { getShipment, listShipments } from './reads/shipments'

export { getOrder, getProduct, getProject, getShipment, listInventory, listOrders, listProducts, listProjects, listShipments }

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
] as ApiRoute[]
