import type { Endpoint, PayloadRequest } from 'payload'

import { customerEndpoint, jsonBody, keyedCustomerEndpoint, type OperationCall } from '@/collections/customer-endpoint'
import { MAX_INVITATION_CSV_CHARS } from '@/domain/invitation-csv'
import type { Result } from '@/platform/result'

import { acceptInvitation } from '../operations/accept-invitation'
import { inviteMembers } from '../operations/invite-members'
import { resendMemberInvitation, revokeMemberInvitation, type InvitationRef } from '../operations/manage-invitation'

/**
 * The member invitations' API, running the very code of the Members page and the join page:
 * owners and admins invite, resend and cancel; the invited customer accepts with the link's token.
 */

/** The list as long as a list may be (invitation-csv.ts), JSON-escaped, and the role. */
const INVITE_BODY_BYTES = 2 * MAX_INVITATION_CSV_CHARS + 4 * 1024

/**
 * POST /payload-api/member-invitations/invite {list: "a@x.com, b@x.com" or a CSV's text, role?, goodOnly?},
 * with an optional Idempotency-Key header: invites the list to the company the member acts in.
 */
const inviteEndpoint = keyedCustomerEndpoint('/invite', inviteMembers, ({ invited, skipped }) => ({ invited, skipped }), INVITE_BODY_BYTES)

const invitationRef = async (req: PayloadRequest): Promise<{ input: InvitationRef } | Response> => {
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d{1,12}$/.test(id)) return Response.json({ message: 'We couldn’t find that invitation.' }, { status: 404 })
  return { input: { invitation: Number(id) } }
}

/** POST /payload-api/member-invitations/:id/resend and /:id/revoke: the operation's result as it is. */
const invitationAction = (path: string, operation: (call: OperationCall<InvitationRef>) => Promise<Result>): Endpoint =>
  customerEndpoint({ path: `/:id/${path}`, read: invitationRef, operation, answer: (done) => Response.json(done) })

/** POST /payload-api/member-invitations/accept {token}: joins the company as the signed-in, invited customer. */
const acceptEndpoint = customerEndpoint({
  path: '/accept',
  read: async (req) => {
    const { input } = await jsonBody(4 * 1024)(req)
    return { input: { token: (input as { token?: unknown } | null)?.token } }
  },
  operation: acceptInvitation,
  answer: ({ company }) => Response.json({ company }, { status: 201 }),
})

export const memberInvitationEndpoints: Endpoint[] = [
  inviteEndpoint,
  invitationAction('resend', resendMemberInvitation),
  invitationAction('revoke', revokeMemberInvitation),
  acceptEndpoint,
]
