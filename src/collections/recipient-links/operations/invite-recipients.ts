import type { Payload } from 'payload'

import type { OperationCall } from '@/collections/customer-endpoint'
import { FILE_UNDER_COMPANY } from '@/collections/companies/assign-company'
import { mayRequestIn, NOT_A_REQUESTER, requestingCompanyOf } from '@/collections/companies/requesting-member'

import { isCustomer } from '@/access/roles'
import { formatDate } from '@/domain/display-date'
import { KEY_REFUSALS, type KeyVerdict } from '@/domain/idempotency'
import { parseInvitationCsv } from '@/domain/invitation-csv'
import { DEFAULT_REMINDER_AFTER_DAYS, linkHostName, reminderCutoff, resendRefusal, RESEND_INTERVAL_MS } from '@/domain/recipient-invitation'
import { linkFieldErrors, linkState, recipientLinkSchema, type RecipientLinkMode } from '@/domain/recipient-link'
import { endOfDayInSydney } from '@/domain/sydney-day'
import { calendarDateInAustralia } from '@/domain/business-days'
import { recipientLinkUrl } from '@/domain/review-links'
import { generateShareKey } from '@/domain/share-key'
import { queueEmail } from '@/email/queue'
import { recipientInvitationEmail } from '@/email/templates/recipient-invitation'
import { runStatement } from '@/platform/database/run-statement'
import { inTransaction } from '@/platform/database/transactions'
import { refusal, refusalOf, type Result } from '@/platform/result'
import { relationId } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { claimKey, keyClient, recordAnswer, requestFingerprint, verdictFor, type KeyUse } from '@/platform/idempotency/key-store'

/**
 * Links of single-use invitations: a customer's list of people, each emailed their own key to one
 * link. The invitation email is queued in the transaction that creates the invitation, a resend
 * and the reminder each in the transaction of the conditional update that allows it, so each is
 * sent once for each time it is allowed, however requests and job runners race.
 */

const SIGNED_OUT = refusal(401, 'Log in with a customer account to do this.')
const NOT_FOUND = refusal(404, 'We couldn’t find that invitation.')

/** The key scope the dashboard's form and REST share, so a retry through either invites once. */
export const INVITE_ENDPOINT = 'recipient-links/invite'

/** What an invitation email needs of its link. */
type LinkForEmail = {
  id: number
  name: string
  mode: RecipientLinkMode
  message?: string | null
  expiresAt?: string | null
  customer?: unknown
}

type Invitee = { name?: string | null; email: string; shareKey?: string | null }

const invitationEmail = (link: LinkForEmail, invitee: Invitee, reminder: boolean) => {
  const customer = typeof link.customer === 'object' ? (link.customer as Parameters<typeof linkHostName>[0]) : null
  return recipientInvitationEmail({
    name: invitee.name ?? '',
    company: linkHostName(customer),
    linkName: link.name,
    message: link.message ?? null,
    url: recipientLinkUrl(serverURL(), { id: link.id, shareKey: invitee.shareKey ?? '' }),
    ships: link.mode === 'ship',
    closesOn: link.expiresAt ? formatDate(link.expiresAt) : null,
    reminder,
  })
}

const CUSTOMER_NAME = { customers: { company: true, firstName: true, lastName: true } } as const

/** The link made and how many were invited; `replayed` when it is an earlier request's, by its key. */
export type Invited = { id: number; invited: number; replayed?: true }

/** A refusal of the list says each of its bad rows. */
type InviteResult = Result<Invited, { problems?: string[] }>

const resultOfEarlier = (verdict: Exclude<KeyVerdict, { kind: 'proceed' }>): InviteResult => {
  if (verdict.kind === 'replay') return { ...(verdict.body as { id: number; invited: number }), ok: true, replayed: true }
  return refusal(KEY_REFUSALS[verdict.kind].status, KEY_REFUSALS[verdict.kind].message)
}

const CREATED = 201

/**
 * A link for invited people only, made from `recipientsCsv` (a CSV with an email column) and the
 * same settings as a shared link, with one invitation and one queued email per person, all in
 * one transaction: a list with any bad row writes nothing. With an idempotency key the key is
 * claimed in that transaction, so a retried or doubled request invites each person once.
 */
export async function inviteRecipients({ req, input, key }: OperationCall): Promise<InviteResult> {
  const { payload, user } = req
  if (!isCustomer(user)) return SIGNED_OUT
  const { recipientsCsv, ...settings } = (input && typeof input === 'object' ? input : {}) as { recipientsCsv?: unknown }
  const parsed = recipientLinkSchema(calendarDateInAustralia(new Date())).safeParse(settings)
  if (!parsed.success) {
    const errors = linkFieldErrors(parsed.error)
    return refusal(400, Object.values(errors)[0] ?? 'Check the highlighted fields.', errors)
  }
  if (typeof recipientsCsv !== 'string') {
    const message = 'Choose the CSV file of the people to invite.'
    return refusal(400, message, { recipientsCsv: message })
  }
  const list = parseInvitationCsv(recipientsCsv)
  if (!list.ok) return { ...refusal(400, list.message, { recipientsCsv: list.message }), problems: list.problems }

  const company = await requestingCompanyOf(req)
  if (company === null) return NOT_A_REQUESTER
  const use: KeyUse | null = key ? { endpoint: INVITE_ENDPOINT, client: keyClient(user), key, fingerprint: requestFingerprint(input) } : null
  if (use) {
    const earlier = await verdictFor(payload, use)
    if (earlier.kind !== 'proceed') return resultOfEarlier(earlier)
  }
  const { expiresOn, ...link } = parsed.data
  const customer = await payload.findByID({ collection: 'customers', id: Number(user!.id), depth: 0, select: CUSTOMER_NAME.customers })
  try {
    const id = await inTransaction(
      payload,
      async (req) => {
        const claimed = use ? await claimKey(req, use) : null
        const created = await payload.create({
          collection: 'recipient-links',
          data: { ...link, audience: 'invited', customer: Number(user!.id), expiresAt: expiresOn ? endOfDayInSydney(expiresOn) : null },
          depth: 0,
          select: { name: true, mode: true, message: true, expiresAt: true },
          overrideAccess: true,
          req,
        })
        const now = new Date().toISOString()
        for (const invitee of list.invitees) {
          const shareKey = generateShareKey()
          await payload.create({
            collection: 'recipient-invitations',
            data: { link: created.id, customer: Number(user!.id), name: invitee.name, email: invitee.email, sentAt: now, shareKey },
            depth: 0,
            select: { email: true },
            overrideAccess: true,
            req,
          })
          const email = await invitationEmail({ ...created, customer }, { ...invitee, shareKey }, false)
          await queueEmail(payload, { to: invitee.email, ...email }, req)
        }
        const answer = { id: created.id, invited: list.invitees.length }
        if (use && claimed !== null) await recordAnswer({ payload, req }, { id: claimed, use }, { status: CREATED, body: answer })
        return created.id
      },
      { context: { [FILE_UNDER_COMPANY]: company } },
    )
    return { ok: true, id, invited: list.invitees.length }
  } catch (error) {
    const failure = refusalOf(error, payload, 'Nobody was invited.')
    if (!use) return failure
    // A racing duplicate with the same key may have done it: then its answer is this one's.
    const verdict = await verdictFor(payload, use)
    return verdict.kind === 'proceed' ? failure : resultOfEarlier(verdict)
  }
}

/** Which invitation of which link: an invitation is only found through its own link. */
export type InvitationRef = { link: number; invitation: number }

/**
 * Emails one unanswered invitation its link again. At most once an hour: the conditional update
 * that moves `sentAt` decides, so two clicks at once send one email, and a refusal says when.
 */
export async function resendInvitation({ req, input }: OperationCall<InvitationRef>): Promise<Result> {
  const { payload, user } = req
  const { link: linkId, invitation: invitationId } = input
  if (!isCustomer(user)) return SIGNED_OUT
  const { docs } = await payload.find({
    collection: 'recipient-invitations',
    where: { and: [{ id: { equals: invitationId } }, { link: { equals: linkId } }] },
    limit: 1,
    depth: 1,
    select: { link: true, name: true, email: true, shareKey: true, customer: true, company: true, answeredAt: true, sentAt: true },
    populate: { 'recipient-links': { name: true, mode: true, message: true, expiresAt: true, closedAt: true } },
    user,
    overrideAccess: false,
  })
  const invitation = docs[0]
  const link = invitation && typeof invitation.link === 'object' ? invitation.link : null
  if (!invitation || !link) return NOT_FOUND
  if (!(await mayRequestIn(req, relationId(invitation.company)))) return NOT_A_REQUESTER
  if (invitation.answeredAt) return refusal(409, `${invitation.email} has already answered, so there is nothing to resend.`)
  const state = linkState(link, new Date())
  if (state === 'closed' || state === 'expired') return refusal(409, `The link is ${state}, so its invitations are not sent again.`)
  const customer = await payload.findByID({ collection: 'customers', id: Number(user!.id), depth: 0, select: CUSTOMER_NAME.customers })
  const email = await invitationEmail({ ...link, customer }, invitation, false)
  try {
    return await inTransaction(payload, async (req) => {
      const now = new Date()
      const resent = await runStatement(
        req,
        (sql) => sql`UPDATE recipient_invitations SET sent_at = ${now.toISOString()}
          WHERE id = ${invitation.id} AND answered_at IS NULL AND sent_at <= ${new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString()}
          RETURNING id`,
      )
      if (resent.length === 0) {
        const [row] = await runStatement(req, (sql) => sql`SELECT sent_at, answered_at FROM recipient_invitations WHERE id = ${invitation.id}`)
        if (row?.answered_at) return refusal(409, `${invitation.email} has just answered, so there is nothing to resend.`)
        return refusal(429, resendRefusal(new Date(row?.sent_at as string)))
      }
      await queueEmail(payload, { to: invitation.email, ...email }, req)
      return { ok: true as const }
    })
  } catch (error) {
    return refusalOf(error, payload, 'The invitation was not sent again.', NOT_FOUND.message)
  }
}

/** Days after the last email that the one reminder goes out: REMINDER_AFTER_DAYS, else the default. */
export const reminderAfterDays = (): number => Number(process.env.REMINDER_AFTER_DAYS) || DEFAULT_REMINDER_AFTER_DAYS

/**
 * Emails the one reminder to every unanswered invitation of an open link last emailed before
 * the cutoff. One conditional UPDATE claims them all (reminded_at from empty to now) and returns
 * what it claimed, and their emails are queued in its transaction: two runs at once remind each
 * person once, and a run that fails reminds nobody it did not email.
 */
export async function remindUnanswered(payload: Payload, now: Date): Promise<number> {
  const at = now.toISOString()
  const cutoff = reminderCutoff(now, reminderAfterDays()).toISOString()
  return inTransaction(payload, async (req) => {
    const claimed = await runStatement(
      req,
      (sql) => sql`UPDATE recipient_invitations SET reminded_at = ${at}
        WHERE reminded_at IS NULL AND answered_at IS NULL AND sent_at <= ${cutoff}
          AND link_id IN (SELECT id FROM recipient_links WHERE closed_at IS NULL AND (expires_at IS NULL OR expires_at > ${at}))
        RETURNING id, link_id, name, email, share_key`,
    )
    if (claimed.length === 0) return 0
    const { docs: links } = await payload.find({
      collection: 'recipient-links',
      where: { id: { in: [...new Set(claimed.map((row) => Number(row.link_id)))] } },
      pagination: false,
      depth: 1,
      select: { name: true, mode: true, message: true, expiresAt: true, customer: true },
      populate: CUSTOMER_NAME,
      req,
    })
    const byId = new Map(links.map((link) => [link.id, link]))
    for (const row of claimed) {
      const link = byId.get(Number(row.link_id))!
      const invitee = { name: row.name as string | null, email: String(row.email), shareKey: row.share_key as string }
      await queueEmail(payload, { to: invitee.email, ...(await invitationEmail(link, invitee, true)) }, req)
    }
    return claimed.length
  })
}
