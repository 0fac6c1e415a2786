import { payloadApi, type ApiAnswer, type ApiRequest } from '@/components/payload-api'

/**
 * The admin's own calls to the REST API, with the signed-in staff member's cookie. Failures come
 * back as one plain sentence, so every button can show why.
 */
const ADMIN_WORDING = {
  unreachable: 'Could not reach the server. Check the connection and try again.',
  failed: (status: number) => `The server answered ${status}. Try again.`,
}

export const adminRequest = <T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> =>
  payloadApi<T>(path, request, ADMIN_WORDING)
