import type { Access, FieldAccess, PayloadRequest } from 'payload'

type AuthUser = PayloadRequest['user']

export const isStaff = (user: AuthUser): boolean => user?.collection === 'staff-members'

export const isCustomer = (user: AuthUser): boolean => user?.collection === 'customers'

export const staffOnly: Access = ({ req }) => isStaff(req.user)

export const staffOnlyField: FieldAccess = ({ req }) => isStaff(req.user)

export const nobody: Access = () => false

export const anyone: Access = () => true

/**
 * Local API calls with no user are the server's own code (seed, jobs, webhooks, server actions
 * that have already checked who is asking); REST and GraphQL calls never are.
 */
export const isTrustedServerCall = (req: PayloadRequest): boolean => req.payloadAPI === 'local' && !req.user
