import type { Access, FilterOptions, PayloadRequest, Where } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'

// Each call builds a fresh Where: Payload merges access constraints into the object it is
// given, so a shared constant would grow with every request.

/**
 * The one rule of who sees a product besides staff (who see drafts, archived and unlisted ones
 * too): published, active and listed on the storefront. The storefront's pages, lists, sitemap and
 * the REST and GraphQL APIs all read through it, so a product without a page is listed nowhere.
 */
export const publicProductWhere = (): Where => ({
  and: [{ _status: { equals: 'published' } }, { status: { equals: 'active' } }, { showOnProductCategory: { equals: true } }],
})

/** For a relationship a customer fills in: only products the public can see (Payload checks it when saving). */
export const publicProductsForCustomers: FilterOptions = ({ user }) => (isCustomer(user as PayloadRequest['user']) ? publicProductWhere() : true)

export const readProducts: Access = ({ req }) => (isStaff(req.user) ? true : publicProductWhere())

const publicVariantWhere = (): Where => ({
  and: [
    { 'product._status': { equals: 'published' } },
    { 'product.status': { equals: 'active' } },
    { 'product.showOnProductCategory': { equals: true } },
  ],
})

export const readProductVariants: Access = ({ req }) => (isStaff(req.user) ? true : publicVariantWhere())

export const readProductCategories: Access = ({ req }) => (isStaff(req.user) ? true : { internalUse: { not_equals: true } })
