import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { derived, hiddenFromApi } from '@/access/staff-writable'
import { COMPANY_ROLES, ROLE_LABELS } from '@/domain/company-roles'
import { withInputGuard } from '../input-guard'
import { memberInvitationEndpoints } from './endpoints/member-invitation-endpoints'
import { memberMay } from './membership-access'

/**
 * An invitation for one email address to join a company in one role. The link's token is never
 * stored, only its SHA-256 (`tokenHash`); while the invitation is open `openKey` holds
 * company:email, unique, so a company has one open invitation per address however invitations
 * race. Every change is one conditional update in an operation (operations/invite-members.ts,
 * accept-invitation.ts), so nobody writes them through the API; the company's owners and admins
 * and staff read them.
 */
export const MemberInvitations: CollectionConfig = withInputGuard({
  slug: 'member-invitations',
  graphQL: { singularName: 'MemberInvitation', pluralName: 'MemberInvitations' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'company', 'role', 'sentAt', 'acceptedAt', 'revokedAt'], group: 'Customers' },
  access: { read: memberMay('manageMembers'), create: nobody, update: nobody, delete: staffOnly },
  endpoints: memberInvitationEndpoints,
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'role', type: 'select', required: true, options: COMPANY_ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })) },
    derived({ name: 'invitedBy', type: 'relationship', relationTo: 'customers' }),
    derived({ name: 'sentAt', type: 'date', required: true, admin: { description: 'When the invitation was last emailed.' } }),
    derived({ name: 'expiresAt', type: 'date', required: true }),
    derived({ name: 'acceptedAt', type: 'date' }),
    derived({ name: 'acceptedBy', type: 'relationship', relationTo: 'customers' }),
    derived({ name: 'revokedAt', type: 'date' }),
    { name: 'tokenHash', type: 'text', required: true, unique: true, access: hiddenFromApi, admin: { hidden: true } },
    { name: 'openKey', type: 'text', unique: true, access: hiddenFromApi, admin: { hidden: true } },
  ],
})
