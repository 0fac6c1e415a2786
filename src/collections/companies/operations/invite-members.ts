import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { OperationCall } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import { COMPANY_ROLES } from '@/domain/company-roles'
import { listProblemsMessage, readInvitationList, MAX_INVITATION_CSV_CHARS, type Invitee } from '@/domain/invitation-csv'
import { invitationExpiry, invitationRoleProblem, newInvitationToken, openInvitationKey } from '@/domain/member-invitation'
import { queueEmail } from '@/email/queue'
import { inTransaction } from '@/platform/database/transactions'
import { operationKey } from '@/platform/idempotency/operation-key'
import { refusal, refusalOf, type Refusal, type Result } from '@/platform/result'

import { actingMembership } from '../member-companies'
import { invitationEmailFor, namesFor } from './invitation-email'

/**
 * Inviting people to a company. Each invitation's email is queued in the transaction that creates
 * it, so each is sent once, however requests race.
 */

const SIGNED_OUT = refusal(401, 'Log in with a customer account to do this.')
const NO_COMPANY = refusal(403, 'You don’t belong to a company, so there is nobody to invite people to.')

/** The key scope the dashboard's form and REST share, so a retry through either invites once. */
export const MEMBER_INVITE_ENDPOINT = 'member-invitations/invite'

const inviteInput = z.object({
  list: z.string({ error: 'Paste the email addresses, or choose a CSV file.' }).max(MAX_INVITATION_CSV_CHARS, {
    error: `The list is longer than ${MAX_INVITATION_CSV_CHARS.toLocaleString('en-AU')} characters. Split it into smaller lists.`,
  }),
  role: z.enum(COMPANY_ROLES, { error: 'Choose the role they join in.' }).default('requester'),
  goodOnly: z.boolean({ error: 'goodOnly is true or false.' }).default(false),
})

export type MembersInvited = { invited: number; skipped: number }

/** A refusal of a list says each of its bad rows, and how many rows were good. */
export type InviteMembersResult = Result<MembersInvited & { replayed?: true }, { problems?: string[]; good?: number }>

const asRequest = (req: OperationCall['req']) => req as PayloadRequest

/** Who on the list is already in the company, or already has an open invitation to it. */
async function alreadyIn(payload: Payload, company: number, invitees: Invitee[]): Promise<Map<string, 'member' | 'invited'>> {
  const emails = invitees.map((invitee) => invitee.email)
  const [members, invited] = await Promise.all([
    payload.find({
      collection: 'memberships',
      where: { company: { equals: company } },
      select: { customer: true },
      populate: { customers: { email: true } },
      depth: 1,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'member-invitations',
      where: {
        and: [{ company: { equals: company } }, { email: { in: emails } }, { acceptedAt: { exists: false } }, { revokedAt: { exists: false } }],
      },
      select: { email: true, expiresAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const now = Date.now()
  const found = new Map<string, 'member' | 'invited'>()
  for (const doc of invited.docs) if (Date.parse(doc.expiresAt) > now) found.set(doc.email.toLowerCase(), 'invited')
  for (const doc of members.docs) {
    const email = typeof doc.customer === 'object' ? doc.customer?.email?.toLowerCase() : undefined
    if (email) found.set(email, 'member')
  }
  return found
}

const alreadyInProblem = (label: string, invitee: Invitee, why: 'member' | 'invited') =>
  why === 'member'
    ? `${label} ${invitee.row}: ${invitee.email} is already a member.`
    : `${label} ${invitee.row}: ${invitee.email} already has an invitation waiting; resend it from Pending invitations instead.`

/** Whether a write failed on the one-open-invitation-per-address index. */
const clashedOnOpenInvitation = (error: unknown) =>
  ((error as { data?: { errors?: { path?: string }[] } })?.data?.errors ?? []).some((entry) => entry.path === 'openKey')

/**
 * Invites everyone on `list` (pasted addresses or a CSV's text, up to 500) to the company the
 * member acts in, in `role`: one invitation and one queued email each, all in one transaction.
 * A list with bad rows (unreadable, already a member, already invited) writes nothing and reports
 * each row, unless `goodOnly` asks for the good rows alone. With an Idempotency-Key the key is
 * claimed in that transaction, so a retried or doubled request invites each person once.
 */
export async function inviteMembers({ req, input, key }: OperationCall): Promise<InviteMembersResult> {
  const { payload, user } = req
  if (!isCustomer(user)) return SIGNED_OUT
  const parsed = inviteInput.safeParse(input && typeof input === 'object' ? input : {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue?.path[0] ?? 'list')
    return refusal(400, issue?.message ?? 'Check the list.', { [field]: issue?.message ?? 'Check the list.' })
  }
  const { list: text, role, goodOnly } = parsed.data
  // Before anything that reads what an earlier request with the key may have written.
  const keyed = operationKey<MembersInvited>(payload, key, { endpoint: MEMBER_INVITE_ENDPOINT, user, input: parsed.data })
  const earlier = await keyed.earlier()
  if (earlier) return earlier
  const acting = await actingMembership(asRequest(req), user!.id)
  if (!acting) return NO_COMPANY
  const roleProblem = invitationRoleProblem(acting.role, role)
  if (roleProblem) return refusal(403, roleProblem, { role: roleProblem })
  const list = readInvitationList(text)
  if (!list.ok) return refusal(400, list.message, { list: list.message })

  // Who is in may be a racing twin's doing: a refusal for it gives way to the twin's answer (settle).
  const present = await alreadyIn(payload, acting.company, list.invitees)
  const invitees = list.invitees.filter((invitee) => !present.has(invitee.email))
  const problems = [
    ...list.problems,
    ...list.invitees.flatMap((invitee) => {
      const why = present.get(invitee.email)
      return why ? [alreadyInProblem(list.label, invitee, why)] : []
    }),
  ]
  if (invitees.length === 0) {
    const message = 'Nobody on the list can be invited; nobody was invited.'
    return keyed.settle({ ...refusal(400, message, { list: message }), problems, good: 0 })
  }
  if (problems.length > 0 && !goodOnly) {
    const message = listProblemsMessage(problems.length)
    return keyed.settle({ ...refusal(400, message, { list: message }), problems, good: invitees.length })
  }

  const names = await namesFor(payload, acting.company, Number(user!.id))
  try {
    const invited = await inTransaction(payload, (tx) =>
      keyed.kept(tx, 201, async () => {
        const now = new Date()
        const expiresAt = invitationExpiry(now)
        // An expired invitation still open is closed here, so the address can be invited afresh.
        await payload.update({
          collection: 'member-invitations',
          where: {
            and: [
              { company: { equals: acting.company } },
              { email: { in: invitees.map((invitee) => invitee.email) } },
              { openKey: { exists: true } },
              { expiresAt: { less_than_equal: now.toISOString() } },
            ],
          },
          data: { openKey: null, revokedAt: now.toISOString() },
          depth: 0,
          select: { email: true },
          overrideAccess: true,
          req: tx,
        })
        for (const invitee of invitees) {
          const { token, hash } = newInvitationToken()
          await payload.create({
            collection: 'member-invitations',
            data: {
              company: acting.company,
              email: invitee.email,
              name: invitee.name,
              role,
              invitedBy: Number(user!.id),
              sentAt: now.toISOString(),
              expiresAt: expiresAt.toISOString(),
              tokenHash: hash,
              openKey: openInvitationKey(acting.company, invitee.email),
            },
            depth: 0,
            select: { email: true },
            overrideAccess: true,
            req: tx,
          })
          const email = await invitationEmailFor({ ...names, role, name: invitee.name, token, expiresAt })
          await queueEmail(payload, { to: invitee.email, ...email }, tx)
        }
        return { invited: invitees.length, skipped: problems.length }
      }),
    )
    return { ok: true, ...invited }
  } catch (error) {
    const failure: Refusal = clashedOnOpenInvitation(error)
      ? refusal(409, 'Someone else invited one of these people a moment ago; nobody was invited. Send the list again to invite the rest.')
      : refusalOf(error, payload, 'Nobody was invited.')
    return keyed.settle(failure)
  }
}
