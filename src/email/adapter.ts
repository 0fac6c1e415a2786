import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { outboxAdapter } from './outbox-adapter'

const fromAddress = process.env.EMAIL_FROM_ADDRESS || 'hello@swagly.example'
const fromName = process.env.EMAIL_FROM_NAME || 'Swagly'

/** SMTP when SMTP_HOST is set, otherwise the development outbox. */
export const emailAdapter = (): EmailAdapter | Promise<EmailAdapter> =>
  process.env.SMTP_HOST
    ? nodemailerAdapter({
        defaultFromAddress: fromAddress,
        defaultFromName: fromName,
        transportOptions: {
          host: process.env.SMTP_HOST,
          port: Number(process.env.SMTP_PORT || 587),
          secure: process.env.SMTP_SECURE === 'true',
          auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } : undefined,
        },
      })
    : outboxAdapter({ fromAddress, fromName })
