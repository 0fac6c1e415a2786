import type { CollectionConfig } from 'payload'

import { anyone, staffOnly, staffOnlyField } from '@/access/roles'
import { fullName } from '@/domain/customer-name'
import { formatPhone } from '@/domain/phone'
import { servedOverHttps } from '@/lib/server-url'
import { selfOrStaff } from './access'
import { inactiveCustomerEndpoints } from './inactive-customer-endpoints'
import { passwordResetLink, verificationEmailHTML } from './verification-email'
import { clientError } from '@/lib/client-error'

export const Customers: CollectionConfig = {
  slug: 'customers',
  graphQL: { singularName: 'Customer', pluralName: 'Customers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'fullName', 'company', 'isActive', 'createdAt'],
    group: 'Customers',
  },
  auth: {
    tokenExpiration: 604800,
    cookies: { sameSite: 'Lax', secure: servedOverHttps() },
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    verify: {
      generateEmailSubject: () => 'Verify your email address',
      generateEmailHTML: ({ token, user }) => verificationEmailHTML(user?.firstName, token),
    },
    forgotPassword: {
      // Payload's per-account request interval writes outside the request's transaction, which
      // deadlocks against SQLite's up-front write lock; requests are rate-limited per IP instead.
      minRequestInterval: 0,
      generateEmailSubject: () => 'Reset your password',
      generateEmailHTML: (args) => {
        const link = passwordResetLink(args?.token ?? '')
        return `<p>Someone asked to reset the password for this account.</p>
<p><a href="${link}">Choose a new password</a></p>
<p>The link works for one hour. If it was not you, ignore this email; your password stays as it is.</p>`
      },
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
  endpoints: inactiveCustomerEndpoints,
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        const first = data.firstName ?? originalDoc?.firstName
        const last = data.lastName ?? originalDoc?.lastName
        data.fullName = fullName(first, last)
        if (data.phone) data.phone.formatted = formatPhone(data.phone.countryCode, data.phone.number)
        if (typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
        return data
      },
    ],
    beforeLogin: [
      ({ user }) => {
        if (!user.isActive) {
          throw clientError('This account is not active yet. Set a password from your enquiry email first.', 401)
        }
        return user
      },
    ],
  },
  fields: [
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
    { name: 'projects', type: 'join', collection: 'projects', on: 'customer', defaultLimit: 10 },
    { name: 'orders', type: 'join', collection: 'orders', on: 'customer', defaultLimit: 10 },
    { name: 'shipments', type: 'join', collection: 'shipments', on: 'customer', defaultLimit: 10 },
  ],
}

