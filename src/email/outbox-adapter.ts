import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { EmailAdapter, SendEmailOptions } from 'payload'

export type OutboxEmail = {
  id: string
  sentAt: string
  from: string
  to: string
  subject: string
  html: string
  text: string
  /** What was attached (the files themselves are not kept). */
  attachments?: { filename: string; contentType?: string; size: number }[]
}

type OutboxAttachment = { filename?: unknown; contentType?: string; content?: unknown }

export const outboxDir = (): string => path.resolve(process.env.OUTBOX_DIR || path.join(process.cwd(), 'data', 'outbox'))

const addressList = (value: SendEmailOptions['to'] | SendEmailOptions['from']): string => {
  if (!value) return ''
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

/**
 * Test only: OUTBOX_DELAY_MS makes every delivery take that long, as a slow mail server would, so
 * a test can kill a server while its runner holds a batch (tests/int/job-crash-recovery.test.ts).
 */
const testDeliveryDelay = async () => {
  const delay = Number(process.env.OUTBOX_DELAY_MS || 0)
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
}

/**
 * With no SMTP server configured, mail is written to an outbox folder (one JSON file per message)
 * that developers and tests read, and a line is logged. Files, not database rows, so that sending
 * never contends with the request's own write transaction.
 */
export const outboxAdapter =
  (defaults: { fromAddress: string; fromName: string }): EmailAdapter<OutboxEmail> =>
  ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: defaults.fromAddress,
    defaultFromName: defaults.fromName,
    sendEmail: async (message) => {
      const email: OutboxEmail = {
        id: `${Date.now()}-${randomUUID()}`,
        sentAt: new Date().toISOString(),
        from: addressList(message.from) || defaults.fromAddress,
        to: addressList(message.to),
        subject: String(message.subject ?? ''),
        html: typeof message.html === 'string' ? message.html : '',
        text: typeof message.text === 'string' ? message.text : '',
        attachments: ((message as { attachments?: OutboxAttachment[] }).attachments ?? []).map((file) => ({
          filename: String(file.filename ?? ''),
          contentType: file.contentType,
          size: Buffer.isBuffer(file.content) || typeof file.content === 'string' ? Buffer.byteLength(file.content) : 0,
        })),
      }
      await testDeliveryDelay()
      await mkdir(outboxDir(), { recursive: true })
      await writeFile(path.join(outboxDir(), `${email.id}.json`), JSON.stringify(email, null, 2))
      payload.logger.info({ msg: `Email to ${email.to}: "${email.subject}" (outbox ${email.id})` })
      return email
    },
  })

/** The newest emails first. */
export const readOutbox = async (limit = 50): Promise<OutboxEmail[]> => {
  const files = await readdir(outboxDir()).catch(() => [] as string[])
  const newest = files
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)
  return Promise.all(newest.map(async (name) => JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8'))))
}
