import type { CollectionConfig } from 'payload'

import { companyField } from '@/fields/company'

import { assignCompany, type Parent } from './assign-company'

/**
 * The collections a company owns, each with the parent its company is copied from (null: the
 * company of the customer it is created for). One table, so nothing is left out of the ownership.
 */
export const COMPANY_OWNED: Readonly<Record<string, Parent | null>> = {
  projects: null,
  'line-items': { field: 'project', collection: 'projects' },
  orders: { field: 'project', collection: 'projects' },
  'artwork-proofs': { field: 'order', collection: 'orders' },
  mockups: null,
  invoices: { field: 'project', collection: 'projects' },
  'inventory-items': { field: 'order', collection: 'orders' },
  'inventory-adjustments': { field: 'inventoryItem', collection: 'inventory-items' },
  recipients: null,
  shipments: null,
  'sample-requests': null,
  'recipient-links': null,
  'recipient-responses': { field: 'link', collection: 'recipient-links' },
  'recipient-invitations': { field: 'link', collection: 'recipient-links' },
  enquiries: null,
}

/** Gives a company-owned collection its `company` field and the hook that fills it in. */
export const withCompanyOwnership = (config: CollectionConfig): CollectionConfig => {
  if (!(config.slug in COMPANY_OWNED)) return config
  const parent = COMPANY_OWNED[config.slug] ?? undefined
  return {
    ...config,
    fields: [...config.fields, companyField()],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), assignCompany(parent)] },
  }
}
