import type { GraphQLExtension, PayloadRequest } from 'payload'

import { clientError } from '@/platform/http/client-error'
import { resetPasswordAfterAnswer } from '@/collections/customers/endpoints/forgot-password-endpoint'
import { customerEmail } from './registration'

type Resolver = (source: unknown, args: { email?: unknown }, context: { req: PayloadRequest }) => boolean

const answeringFirst =
  (collection: 'customers' | 'staff-members'): Resolver =>
  (_source, args, { req }) => {
    const email = customerEmail.safeParse(args.email)
    if (!email.success) throw clientError('Enter a valid email address.', 400)
    resetPasswordAfterAnswer(req.payload, collection, email.data)
    return true
  }

/** GraphQL's forgotPassword mutations, answering before the work as the REST endpoint does (forgot-password-endpoint.ts). */
export const forgotPasswordMutations: GraphQLExtension = (_graphQL, { Mutation }) => ({
  forgotPasswordCustomer: { ...Mutation.fields.forgotPasswordCustomer, resolve: answeringFirst('customers') },
  forgotPasswordStaffMember: { ...Mutation.fields.forgotPasswordStaffMember, resolve: answeringFirst('staff-members') },
})
