import type { Access, CollectionConfig } from 'payload'

import { isStaff, staffOnly } from '@/access/roles'
import { authEmailWithItsChange } from '@/email/auth-emails'
import { passwordResetEmail } from '@/email/templates/password-reset'
import { servedOverHttps, serverURL } from '@/platform/http/server-url'
import { firstStaffIsAdmin } from './first-staff-admin'
import { forgotPasswordEndpoint } from '@/collections/customers/endpoints/forgot-password-endpoint'
import { hashEvenForUnknownEmail } from './login-timing'
import { labelledOptions } from '@/fields/options'

const adminsOnly: Access = ({ req }) => isStaff(req.user) && (req.user as { role?: string }).role === 'admin'

export const StaffMembers: CollectionConfig = {
  slug: 'staff-members',
  graphQL: { singularName: 'StaffMember', pluralName: 'StaffMembers' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'], group: 'Settings' },
  auth: {
    tokenExpiration: 60 * 60 * 12,
    cookies: { sameSite: 'Lax', secure: servedOverHttps() },
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    // Payload's per-account request interval writes outside the request's transaction and fails
    // it; requests are rate-limited per address instead, as for customers.
    // The reset link leads to the admin's own reset page; the email is queued with its change.
    forgotPassword: {
      minRequestInterval: 0,
      ...authEmailWithItsChange(({ token }) => passwordResetEmail(`${serverURL()}/admin/reset/${token ?? ''}`)),
    },
  },
  access: {
    admin: ({ req }) => isStaff(req.user),
    read: staffOnly,
    create: adminsOnly,
    update: ({ req }) => adminsOnly({ req }) || (isStaff(req.user) ? { id: { equals: req.user!.id } } : false),
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  endpoints: [forgotPasswordEndpoint('staff-members')],
  hooks: { beforeOperation: [hashEvenForUnknownEmail], beforeChange: [firstStaffIsAdmin] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      options: labelledOptions({ admin: 'Admin', staff: 'Staff' }),
      defaultValue: 'staff',
      required: true,
      access: { update: ({ req }) => (req.user as { role?: string } | null)?.role === 'admin' },
    },
  ],
}
