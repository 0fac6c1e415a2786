import type { CollectionBeforeChangeHook, CollectionBeforeLoginHook, CollectionConfig } from 'payload'

import { anyone, staffOnly, staffOnlyField } from '@/access/roles'
import { fullName } from '@/domain/customer-name'
import { authEmailWithItsChange } from '@/email/auth-emails'
import { formatPhone, isValidPhone } from '@/domain/phone'
import { ownHostSession } from '@/platform/session/own-host-session'
import { servedOverHttps } from '@/platform/http/server-url'
import { selfOrStaff } from './access'
import { forgotPasswordEndpoint } from '@/collections/customers/endpoints/forgot-password-endpoint'
import { impersonationEndpoints } from '@/collections/customers/endpoints/impersonation-endpoints'
import { activateOnPasswordReset, checkCredentialsInput, dropAccountBookkeeping, guardEmailChange } from './auth-hooks'
import { inactiveCustomerEndpoints } from '@/collections/customers/endpoints/inactive-customer-endpoints'
import { hashEvenForUnknownEmail } from './login-timing'
import { resendActivationEndpoint } from '@/collections/customers/endpoints/resend-activation-endpoint'
import { joinsForStaffOnly } from './staff-only-joins'
import { passwordEmail, verificationEmail } from './verification-email'
import { clientError } from '@/platform/http/client-error'
import { withInputGuard } from '../input-guard'
import { createOwnCompany } from '../companies/own-company'

const tidyContactDetails: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const first = data.firstName ?? originalDoc?.firstName
  const last = data.lastName ?? originalDoc?.lastName
  data.fullName = fullName(first, last)
  if (data.phone?.number && !isValidPhone(data.phone.countryCode ?? 'AU', data.phone.number)) {
    throw clientError('Enter a valid phone number for the country chosen, or leave it blank.', 400)
  }
  if (data.phone) data.phone.formatted = formatPhone(data.phone.countryCode, data.phone.number)
  if (typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  return data
}

const refuseInactiveAccount: CollectionBeforeLoginHook = ({ user }) => {
  if (!user.isActive) {
    throw clientError('This account is not active yet. Set a password from your enquiry email first.', 401)
  }
  return user
}

export const Customers: CollectionConfig = withInputGuard({
  slug: 'customers',
  graphQL: { singularName: 'Customer', pluralName: 'Customers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'fullName', 'company', 'isActive', 'createdAt'],
    group: 'Customers',
  },
  auth: {
    tokenExpiration: 604800,
    // The signed-in customer is loaded on every request: no related documents (and no joins, see staff-only-joins.ts).
    depth: 0,
    cookies: { sameSite: 'Lax', secure: servedOverHttps() },
    // Payload runs every collection's strategies on every request: this one serves staff tokens too.
    strategies: [ownHostSession],
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    verify: authEmailWithItsChange(({ token, user }) => verificationEmail(user?.firstName as string | undefined, token ?? '')),
    forgotPassword: {
      // Payload's per-account request interval writes outside the request's transaction, which
      // deadlocks against SQLite's up-front write lock; requests are rate-limited per IP instead.
      minRequestInterval: 0,
      // Inactive customers get the same link worded "set your password": the reset activates them.
      ...authEmailWithItsChange(({ token, user }) => passwordEmail(token ?? '', user?.isActive !== false)),
    },
  },
  access: {
    admin: () => false,
    read: selfOrStaff,
    create: anyone,
    update: selfOrStaff,
    delete: staffOnly,
    unlock: staffOnly,
  },
  endpoints: [forgotPasswordEndpoint('customers'), ...inactiveCustomerEndpoints, ...impersonationEndpoints, resendActivationEndpoint],
  hooks: {
    beforeOperation: [checkCredentialsInput, dropAccountBookkeeping, hashEvenForUnknownEmail, activateOnPasswordReset, joinsForStaffOnly],
    beforeChange: [guardEmailChange, tidyContactDetails],
    beforeLogin: [refuseInactiveAccount],
    afterChange: [createOwnCompany],
  },
  fields: [
    {
      name: 'resendActivation',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/components/admin/ResendActivationButton#ResendActivationButton' } },
    },
    {
      name: 'viewDashboardAs',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/ViewDashboardAsButton#ViewDashboardAsButton' },
      },
    },
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'lastName', type: 'text', maxLength: 100 },
    {
      name: 'fullName',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
    },
    { name: 'company', type: 'text', maxLength: 200 },
    {
      name: 'phone',
      type: 'group',
      fields: [
        { name: 'countryCode', type: 'text', defaultValue: 'AU', maxLength: 2 },
        { name: 'number', type: 'text', maxLength: 32 },
        {
          name: 'formatted',
          type: 'text',
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      access: { create: staffOnlyField, update: staffOnlyField },
      admin: { position: 'sidebar', description: 'Inactive customers were created by an enquiry and have no password yet.' },
    },
    // The customer's own page lists these at depth 0: a relationship column (the customer, a
    // shipment's recipient) would only say "<No Customer>", so none is shown.
    {
      name: 'projects',
      type: 'join',
      collection: 'projects',
      on: 'customer',
      defaultLimit: 10,
      admin: { defaultColumns: ['name', 'status', 'subtotalPrice', 'createdAt'] },
    },
    {
      name: 'orders',
      type: 'join',
      collection: 'orders',
      on: 'customer',
      defaultLimit: 10,
      admin: { defaultColumns: ['name', 'status', 'paymentStatus', 'createdAt'] },
    },
    {
      name: 'shipments',
      type: 'join',
      collection: 'shipments',
      on: 'customer',
      defaultLimit: 10,
      admin: { defaultColumns: ['id', 'status', 'processedAt', 'createdAt'] },
    },
  ],
})
