import { payloadApi, type ApiRequest } from '@/components/payload-api'

/**
 * The browser's calls for the enquiry, over the public REST API with the session cookies
 * (the auth cookie for customers, the signed inactive-customer cookie for visitors).
 */
export const UNREACHABLE_MESSAGE = 'We could not reach the server. Check your connection and try again.'

const ENQUIRY_WORDING = { unreachable: UNREACHABLE_MESSAGE, failed: () => 'Something went wrong. Please try again.' }

const call = <T>(path: string, request: ApiRequest = {}) => payloadApi<T>(path, request, ENQUIRY_WORDING)

export type PublicCustomer = { id: number; email: string; isActive: boolean }

export type EnquiryDoc = {
  id: number
  name: string
  status: 'pending' | 'submitted'
  quantity?: string | null
  items?: {
    id?: string
    product: number | { id: number }
    variant?: number | { id: number } | null
    decoration?: number | { id: number } | null
    quantity?: number | null
  }[]
}

export const enquiryApi = {
  me: () => call<{ user: { id: number; email: string; firstName?: string | null } | null }>('/customers/me'),
  createInactive: (email: string, phone?: { countryCode: string; number: string }) =>
    call<{ customer: PublicCustomer }>('/customers/create-inactive', { body: { email, phone } }),
  activateInactive: (id: number, password: string) =>
    call<{ customer: PublicCustomer; message: string }>('/customers/activate-inactive', { body: { id, password } }),
  getEnquiry: (id: number, depth = 0) => call<EnquiryDoc>(`/enquiries/${id}?depth=${depth}`),
  /** With the submission's Idempotency-Key: a retry after a lost answer gets the same enquiry back. */
  createEnquiry: (data: Record<string, unknown>, idempotencyKey: string) =>
    call<{ doc: EnquiryDoc }>('/enquiries?depth=0', { body: data, headers: { 'idempotency-key': idempotencyKey } }),
  updateEnquiry: (id: number, data: Record<string, unknown>) =>
    call<{ doc: EnquiryDoc }>(`/enquiries/${id}?depth=0`, { method: 'PATCH', body: data }),
}
