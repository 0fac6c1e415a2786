// The dashboard lists' filters as they arrive in the address bar. Anything unexpected falls back
// to "no filter", so a hand-edited or stale link shows a list rather than an error.

import { isProjectStatus, type ProjectStatus } from './project-status'
import { isPaymentStatus, type PaymentStatus } from './payment-status'

type ParamValue = string | string[] | undefined

export type SearchParams = Record<string, ParamValue>

const first = (value: ParamValue): string | undefined => (Array.isArray(value) ? value[0] : value)

const MAX_PAGE = 10_000

export function parsePageNumber(value: ParamValue): number {
  const raw = first(value)
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1
  const page = Number(raw)
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

export function parseRecordId(value: ParamValue): number | null {
  const raw = first(value)
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null
}

export type ProjectVisibility = 'active' | 'archived'

/** The project list's views: active work, finished projects, and what the customer tidied away. */
export const PROJECT_LIST_VIEWS = ['active', 'completed', 'archived'] as const

export type ProjectListView = (typeof PROJECT_LIST_VIEWS)[number]

export const PROJECT_LIST_VIEW_LABELS: Record<ProjectListView, string> = { active: 'Active', completed: 'Completed', archived: 'Archived' }

export const PROJECTS_PER_PAGE = 10

export const ORDERS_PER_PAGE = 20

export const parseProjectListView = (value: ParamValue): ProjectListView => PROJECT_LIST_VIEWS.find((view) => view === first(value)) ?? 'active'

export type ProjectListQuery = { visibility: ProjectListView; page: number }

export const parseProjectListQuery = (params: SearchParams): ProjectListQuery => ({
  visibility: parseProjectListView(params.visibility),
  page: parsePageNumber(params.page),
})

export type OrderListQuery = {
  orderId: number | null
  status: ProjectStatus | null
  paymentStatus: PaymentStatus | null
  page: number
}

export function parseOrderListQuery(params: SearchParams): OrderListQuery {
  const status = first(params.status)
  const payment = first(params.payment)
  return {
    orderId: parseRecordId(params.order),
    status: isProjectStatus(status) ? status : null,
    paymentStatus: isPaymentStatus(payment) ? payment : null,
    page: parsePageNumber(params.page),
  }
}

export const hasOrderFilters = (query: OrderListQuery): boolean => query.orderId !== null || query.status !== null || query.paymentStatus !== null

/** The address of an order list view; defaults are left out so each view has one address. */
export function orderListHref(query: Partial<OrderListQuery>): string {
  const params = new URLSearchParams()
  if (query.orderId) params.set('order', String(query.orderId))
  if (query.paymentStatus) params.set('payment', query.paymentStatus)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  if (query.status) params.set('status', query.status)
  const search = params.toString()
  return search ? `/dashboard/orders?${search}` : '/dashboard/orders'
}

export function projectListHref(query: Partial<ProjectListQuery>): string {
  const params = new URLSearchParams()
  if (query.page && query.page > 1) params.set('page', String(query.page))
  if (query.visibility && query.visibility !== 'active') params.set('visibility', query.visibility)
  const search = params.toString()
  return search ? `/dashboard/projects?${search}` : '/dashboard/projects'
}
