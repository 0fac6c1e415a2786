import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { betweenTransactions } from '@/platform/database/transaction-gate'
import { metrics } from '@/platform/observability/metrics'

import { queuedWithItsChange } from './auth-emails'
import { outboxAdapter } from './outbox-adapter'
import { queueEmail } from './queue'

const fromAddress = process.env.EMAIL_FROM_ADDRESS || 'hello@swagly.example'
const fromName = process.env.EMAIL_FROM_NAME || 'Swagly'

type Transport = ReturnType<EmailAdapter>

/** SMTP when SMTP_HOST is set, otherwise the development outbox: what actually delivers mail. */
const transportAdapter = (): EmailAdapter | Promise<EmailAdapter> =>
  process.env.SMTP_HOST
    ? nodemailerAdapter({
        defaultFromAddress: fromAddress,
        defaultFromName: fromName,
        transportOptions: {
          host: process.env.SMTP_HOST,
          port: Number(process.env.SMTP_PORT || 587),
          secure: process.env.SMTP_SECURE === 'true',
          auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } : undefined,
          // A stuck mail server fails a delivery (retried later) within about 80 s instead of
          // nodemailer's 10-minute idle timeout; src/jobs/stalled-jobs.ts counts on that bound.
          connectionTimeout: 20_000,
          greetingTimeout: 20_000,
          socketTimeout: 40_000,
        },
      })
    : outboxAdapter({ fromAddress, fromName })

const transports = new WeakMap<Payload, Transport>()

/** Hands a message to the mail server or the outbox; only the `sendEmail` job calls this. */
export const deliverEmail = async (payload: Payload, message: SendEmailOptions): Promise<unknown> => {
  const transport = transports.get(payload)
  if (!transport) throw new Error('The email transport is not initialised.')
  const { emailsSent, emailsFailed } = metrics()
  try {
    const sent = await transport.sendEmail(message)
    emailsSent.inc()
    return sent
  } catch (error) {
    emailsFailed.inc()
    throw error
  }
}

/**
 * Payload's own emails that were not queued with their change already (auth-emails.ts) call
 * `payload.sendEmail` from inside the write transaction of their operation, without giving us its
 * `req`. Such a message is queued once that transaction has ended (on SQLite the job could not be
 * stored before: transaction-gate.ts), in the background: the operation does not wait for it.
 */
const queueInBackground = (payload: Payload, message: SendEmailOptions) => {
  betweenTransactions(payload, () => queueEmail(payload, message)).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `Could not queue "${String(message.subject)}" to ${String(message.to)}` }),
  )
}

/** Every `payload.sendEmail` queues the message; the `sendEmail` job delivers it through the transport. */
export const emailAdapter = async (): Promise<EmailAdapter> => {
  const transportFor = await transportAdapter()
  return ({ payload }) => {
    const transport = transportFor({ payload })
    transports.set(payload, transport)
    return {
      name: `queued-${transport.name}`,
      defaultFromAddress: transport.defaultFromAddress,
      defaultFromName: transport.defaultFromName,
      sendEmail: async (message) => {
        if (!queuedWithItsChange(message.html)) queueInBackground(payload, message)
        return { queued: true }
      },
    }
  }
}
