import type { EnquiryState } from '@/domain/enquiry-model'
import { planSubmit } from '@/domain/enquiry-plans'
import type { SubmissionAttempt } from '@/domain/submission-attempt'
import { checkRegistration } from '@/features/enquiry/registration'
import { enquiryApi, type PublicCustomer, UNREACHABLE_MESSAGE } from './enquiry-api'
import { toServerItems } from './server-items'

export type EnquiryDetails = {
  name: string
  email: string
  phone?: { countryCode: string; number: string }
  audience: string
  quantity: string
  budget: string
  dueDate?: string
  notes?: string
  utm?: { utmSource?: string; utmMedium?: string; utmCampaign?: string }
}

export type SubmitOutcome =
  { kind: 'submitted'; customer: PublicCustomer; enquiryId: number } | { kind: 'login-required'; email: string } | { kind: 'error'; message: string }

const LOGIN_REQUIRED_REASON = 'active-exists'

/**
 * Who a visitor's enquiry belongs to: an existing inactive customer (found by the
 * check-registration server action: reuse it) or a new inactive customer. An active account with
 * the email must log in instead. A customer of an enquiry already sent keeps its email: another
 * enquiry under another email is that email's own (the server refuses to rename it anyway).
 */
const visitorCustomer = async (
  email: string,
  phone: EnquiryDetails['phone'],
): Promise<PublicCustomer | { loginRequired: true } | { error: string }> => {
  const registration = await checkRegistration(email).catch(() => ({ kind: 'error' as const, message: UNREACHABLE_MESSAGE }))
  if (registration.kind === 'active') return { loginRequired: true }
  if (registration.kind === 'inactive') return { ...registration.customer, id: Number(registration.customer.id) }
  if (registration.kind === 'error') return { error: registration.message }
  const created = await enquiryApi.createInactive(email, phone)
  if (created.ok) return created.body.customer
  const existing = created.body as { reason?: string; customer?: PublicCustomer } | undefined
  if (existing?.reason === LOGIN_REQUIRED_REASON) return { loginRequired: true }
  if (existing?.customer) return existing.customer
  return { error: created.message }
}

/**
 * Sends the enquiry: creates it on the server when it is still local (with the attempt's key, so a
 * retry does not create it twice), then marks it submitted.
 */
export const submitEnquiry = async (
  state: EnquiryState,
  details: EnquiryDetails,
  signedIn: { id: number; email: string } | null,
  attempt: SubmissionAttempt,
): Promise<SubmitOutcome> => {
  let customer: PublicCustomer
  if (signedIn) {
    customer = { id: signedIn.id, email: signedIn.email, isActive: true }
  } else {
    const found = await visitorCustomer(details.email, details.phone)
    if ('loginRequired' in found) return { kind: 'login-required', email: details.email }
    if ('error' in found) return { kind: 'error', message: found.error }
    customer = found
  }
  let plan
  try {
    plan = planSubmit(state, customer.id)
  } catch (error) {
    return { kind: 'error', message: (error as Error).message }
  }
  const fields = {
    name: details.name,
    email: details.email,
    phone: details.phone,
    audience: details.audience,
    quantity: details.quantity,
    budget: details.budget,
    dueDate: details.dueDate || undefined,
    notes: details.notes || undefined,
    utm: details.utm,
    customer: customer.id,
  }
  let enquiryId: number
  if (plan.kind === 'create-then-submit') {
    const data = {
      ...fields,
      type: plan.enquiry.type,
      status: 'pending',
      items: toServerItems(plan.enquiry.items),
    }
    const created = await enquiryApi.createEnquiry(data, attempt.keyFor(data))
    if (!created.ok || !created.body.doc?.id) return { kind: 'error', message: created.ok ? 'Failed to create enquiry' : created.message }
    enquiryId = created.body.doc.id
  } else {
    enquiryId = plan.enquiryId
  }
  // The items go with the submission, so a choice made a moment before is not left to a later save.
  const items = plan.kind === 'submit-server' && state.serverEnquiry ? { items: toServerItems(state.serverEnquiry.items) } : {}
  const submitted = await enquiryApi.updateEnquiry(enquiryId, { ...fields, ...items, status: 'submitted' })
  if (!submitted.ok || !submitted.body.doc?.id) return { kind: 'error', message: submitted.ok ? 'Failed to update enquiry' : submitted.message }
  return { kind: 'submitted', customer, enquiryId }
}
