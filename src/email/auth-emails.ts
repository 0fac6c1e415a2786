import type { PayloadRequest } from 'payload'

import { queueEmail } from './queue'

type Rendered = { subject: string; html: string }
type AuthEmailArgs = { req?: PayloadRequest; token?: string; user?: { email?: string | null } & Record<string, unknown> }

/**
 * Payload sends its own auth emails (verify the address, reset the password) through
 * `payload.sendEmail` from inside its operation's transaction, but without that transaction's
 * `req`: queued from there, the job would be written outside the change, kept if the change rolls
 * back and lost if the process stops in between. So each is queued where Payload asks for its
 * HTML and does hand over `req`, in the operation's transaction, and the adapter then drops
 * Payload's own send of that very HTML (adapter.ts). The HTML carries the one-time token, so no
 * two messages share it.
 */
const queuedWithTheirChange = new Set<string>()

/** The `generateEmailSubject` and `generateEmailHTML` of one of Payload's auth emails, queued with its change. */
export const authEmailWithItsChange = (render: (args: AuthEmailArgs) => Promise<Rendered>) => ({
  generateEmailSubject: async (args?: AuthEmailArgs) => (await render(args ?? {})).subject,
  generateEmailHTML: async (args?: AuthEmailArgs) => {
    const { subject, html } = await render(args ?? {})
    const to = args?.user?.email
    if (!args?.req || !to) return html
    await queueEmail(args.req.payload, { to, subject, html }, args.req)
    queuedWithTheirChange.add(html)
    return html
  },
})

/** True once for a message already queued with its change: Payload's send of it then queues nothing. */
export const queuedWithItsChange = (html: unknown): boolean => typeof html === 'string' && queuedWithTheirChange.delete(html)
