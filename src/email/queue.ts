import { toPlainText } from '@react-email/render'
import type { Payload, PayloadRequest, SendEmailOptions } from 'payload'

/** A message as it is stored in a job's input: JSON, so attachments travel as base64. */
export type QueuedEmail = {
  to: string
  subject: string
  html: string
  text: string
  attachments?: { filename: string; contentType?: string; contentBase64: string }[]
}

export const SEND_EMAIL_TASK = 'sendEmail'

const addressList = (value: SendEmailOptions['to']): string => {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

type Attachment = { filename?: unknown; contentType?: string; content?: unknown }

const toQueued = (message: SendEmailOptions): QueuedEmail => {
  const html = typeof message.html === 'string' ? message.html : ''
  return {
    to: addressList(message.to),
    subject: String(message.subject ?? ''),
    html,
    // Payload's own auth emails come with HTML only; every email gets a plain-text part.
    text: typeof message.text === 'string' && message.text ? message.text : toPlainText(html),
    attachments: ((message.attachments ?? []) as Attachment[]).map((file) => ({
      filename: String(file.filename ?? 'attachment'),
      contentType: file.contentType,
      contentBase64: Buffer.from(file.content as Buffer | string).toString('base64'),
    })),
  }
}

export const fromQueued = (email: QueuedEmail): SendEmailOptions => ({
  to: email.to,
  subject: email.subject,
  html: email.html,
  text: email.text,
  attachments: (email.attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.contentBase64, 'base64'),
  })),
})

/**
 * Puts a message on the `sendEmail` job queue and returns at once: no request waits on the mail
 * server, and a failed delivery is retried by the job. Pass the request's `req` inside a write
 * so the job is stored in the same transaction (and dropped with it if the change rolls back).
 */
export const queueEmail = async (payload: Payload, message: SendEmailOptions, req?: PayloadRequest): Promise<void> => {
  await payload.jobs.queue({ task: SEND_EMAIL_TASK, input: { email: toQueued(message) }, req })
}
