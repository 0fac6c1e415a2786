import { after } from 'next/server'
import type { Endpoint, Payload } from 'payload'
import { z } from 'zod'

import { json } from '@/platform/http/json-response'
import { readJsonBody } from '@/platform/http/request-body'
import { customerEmail } from '@/collections/customers/registration'

/**
 * Starts a password reset once the answer has gone out (Next.js's `after`): the account is looked
 * up, its token saved and its email queued then. Payload answered an unknown email at once and a
 * known one only after that work, so the time of the answer told who has an account.
 */
export const resetPasswordAfterAnswer = (payload: Payload, collection: 'customers' | 'staff-members', email: string): void =>
  after(() =>
    payload.forgotPassword({ collection, data: { email } }).catch((error: unknown) => {
      payload.logger.error({ err: error, collection }, 'A password reset could not be started')
    }),
  )

/** POST forgot-password {email}, in place of Payload's: the same answer, sent before the work. */
export const forgotPasswordEndpoint = (collection: 'customers' | 'staff-members'): Endpoint => ({
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const { email } = await readJsonBody(req, z.object({ email: customerEmail }))
    resetPasswordAfterAnswer(req.payload, collection, email)
    return json({ message: req.t('general:success') })
  },
})
