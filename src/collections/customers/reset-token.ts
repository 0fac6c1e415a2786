import type { Payload, PayloadRequest } from 'payload'

export type ResetTokenHolder = { id: number; email: string; firstName?: string | null; isActive?: boolean; _verified?: boolean }

/** The customer an unexpired password-reset token belongs to, read as Payload's reset reads it. */
export const customerByResetToken = (payload: Payload, token: string, req?: PayloadRequest) =>
  payload.db.findOne<ResetTokenHolder>({
    collection: 'customers',
    req,
    where: {
      and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }],
    },
  })
