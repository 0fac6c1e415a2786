'use server'

import { revalidatePath } from 'next/cache'

import { askToDonate, type DonationAsked } from '@/collections/inventory/operations/ask-to-donate'
import { donationAskSchema } from '@/domain/donation'
import { fieldErrorsOf } from '@/domain/field-errors'
import { refusal, type Result } from '@/platform/result'
import { runAsCustomer } from './customer-action'

/**
 * Asks staff to donate what is left of one of the company's items (the Idle stock list's
 * button), checked here and then run as the member (see askToDonate).
 */
export async function askToDonateItem(input: unknown): Promise<Result<DonationAsked>> {
  const parsed = donationAskSchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error)
    return refusal(400, Object.values(errors)[0] ?? 'That request was not understood. Reload the page and try again.', errors)
  }
  const result = await runAsCustomer(askToDonate, parsed.data)
  if (result.ok) revalidatePath('/dashboard/insights')
  return result
}
