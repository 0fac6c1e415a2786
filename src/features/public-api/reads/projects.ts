import type { Where } from 'payload'
import { z } from 'zod'

import { PROJECT_STATUSES } from '@/domain/project-status'
import { idParamsSchema, pagingQuerySchema } from '@/domain/public-api/paging'
import { type OrderView, orderListSchema, orderSchema, type ProjectView, projectListSchema, projectSchema } from '@/domain/public-api/resources'
import type { Order, Project } from '@/payload-types'
import { relationId } from '@/platform/relation-id'

import { apiRoute } from '../api-route'
import { companyReads } from './company-reads'

const statusQuerySchema = pagingQuerySchema.extend({
  status: z.enum(PROJECT_STATUSES).optional().meta({ description: 'Only those in this status.' }),
})

const historyOf = (log: Project['statusChangeLog']) => (log ?? []).map(({ status, timestamp }) => ({ status, at: timestamp }))

const PROJECT_SELECT = {
  name: true,
  status: true,
  visibility: true,
  subtotalPrice: true,
  statusChangeLog: true,
  createdAt: true,
  updatedAt: true,
} as const

const projectView = (doc: Pick<Project, 'id' | keyof typeof PROJECT_SELECT>): ProjectView => ({
  id: doc.id,
  name: doc.name,
  status: doc.status,
  archived: doc.visibility === 'archived',
  subtotal: doc.subtotalPrice ?? null,
  statusHistory: historyOf(doc.statusChangeLog),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const ORDER_SELECT = {
  name: true,
  project: true,
  status: true,
  timeline: { inHandsDate: true },
  statusChangeLog: true,
  createdAt: true,
  updatedAt: true,
} as const

const orderView = (
  doc: Pick<Order, 'id' | 'name' | 'project' | 'status' | 'timeline' | 'statusChangeLog' | 'createdAt' | 'updatedAt'>,
): OrderView => ({
  id: doc.id,
  name: doc.name,
  project: relationId(doc.project),
  status: doc.status,
  inHandsDate: doc.timeline?.inHandsDate?.slice(0, 10) ?? null,
  statusHistory: historyOf(doc.statusChangeLog),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const byStatus = (status: string | undefined): Where[] => (status ? [{ status: { equals: status } }] : [])

export const projectReads = companyReads({ collection: 'projects', select: PROJECT_SELECT, sort: ['-createdAt', '-id'], view: projectView })
const orders = companyReads({ collection: 'orders', select: ORDER_SELECT, sort: ['-createdAt', '-id'], view: orderView })

export const PROJECTS_TAG = 'Projects and orders'

export const listProjects = apiRoute({
  method: 'get',
  path: '/projects',
  operationId: 'listProjects',
  summary: 'List projects',
  description: 'The company’s projects (quotes), newest first.',
  tag: PROJECTS_TAG,
  scope: 'read',
  query: statusQuerySchema,
  response: projectListSchema,
  handle: async (call) => (await projectReads.list(call, ...byStatus(call.query.status))).answer,
})

export const getProject = apiRoute({
  method: 'get',
  path: '/projects/{id}',
  operationId: 'getProject',
  summary: 'Get a project',
  tag: PROJECTS_TAG,
  scope: 'read',
  params: idParamsSchema,
  response: projectSchema,
  handle: projectReads.one,
})

export const listOrders = apiRoute({
  method: 'get',
  path: '/orders',
  operationId: 'listOrders',
  summary: 'List orders',
  description: 'The company’s orders (paid projects), newest first.',
  tag: PROJECTS_TAG,
  scope: 'read',
  query: statusQuerySchema,
  response: orderListSchema,
  handle: async (call) => (await orders.list(call, ...byStatus(call.query.status))).answer,
})

export const getOrder = apiRoute({
  method: 'get',
  path: '/orders/{id}',
  operationId: 'getOrder',
  summary: 'Get an order',
  tag: PROJECTS_TAG,
  scope: 'read',
  params: idParamsSchema,
  response: orderSchema,
  handle: orders.one,
})
