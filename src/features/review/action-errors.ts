import { APIError } from 'payload'

import { payloadClient } from '@/payload-client'

export type FormRefusal = { ok: false; errors: Record<string, string> }

/**
 * Runs a review server action so that nothing a client sends can end in a 500: a rule the
 * collections enforce comes back as the form's message, anything else is logged and answered
 * in plain words.
 */
export async function answerPlainly<T>(work: () => Promise<T>): Promise<T | FormRefusal> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof APIError && error.status < 500) return { ok: false, errors: { form: error.message } }
    const payload = await payloadClient()
    payload.logger.error({ err: error, msg: 'A review action failed' })
    return { ok: false, errors: { form: 'Something went wrong on our side and nothing was saved. Please try again in a moment.' } }
  }
}
