'use server'

import { revalidatePath } from 'next/cache'

import { setParcelEmails } from '@/collections/companies/operations/parcel-email-setting'
import { MOMENTS_FOR, PARCEL_EMAIL_PARTIES, type ParcelEmailChoices } from '@/domain/delivery/parcel-emails'
import { formStateOf, type FormState } from '@/features/auth/form-state'
import { runAsCustomer } from './customer-action'

/** The form's checkboxes (`toRecipient.delivered`, …) as choices: a box sent is on, one missing is off, any other field is ignored. */
const choicesOf = (form: FormData): ParcelEmailChoices =>
  Object.fromEntries(
    PARCEL_EMAIL_PARTIES.map((party) => [party, Object.fromEntries(MOMENTS_FOR[party].map((moment) => [moment, form.has(`${party}.${moment}`)]))]),
  ) as ParcelEmailChoices

/** Saves who the active company emails at each parcel moment (see setParcelEmails). */
export async function saveParcelEmailsAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await runAsCustomer(setParcelEmails, choicesOf(form))
  if (result.ok) revalidatePath('/dashboard/shipments/emails')
  return formStateOf(result, 'Saved. Parcels from now on email as chosen.')
}
