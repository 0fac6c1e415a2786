/** How a logout went: ended (the server holds no session for this browser any more) or why not. */
export type LogoutOutcome = { ended: true } | { ended: false; reason: string }

const API = '/payload-api/customers'

const messageOf = async (response: Response): Promise<string | null> => {
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? null
}

/** Whether the server still takes this browser for a signed-in customer (null: could not ask). */
const stillSignedIn = async (): Promise<boolean | null> => {
  const response = await fetch(`${API}/me?depth=0`, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null)
  if (!response?.ok) return null
  const body = (await response.json().catch(() => null)) as { user?: unknown } | null
  return body ? Boolean(body.user) : null
}

/**
 * Ends this browser's session on the server. A refused or failed logout is reported as such,
 * unless the server confirms there is no session left (it ended elsewhere, or expired): then the
 * customer is signed out already and saying otherwise would be wrong.
 */
export async function endSession(): Promise<LogoutOutcome> {
  const response = await fetch(`${API}/logout`, { method: 'POST', credentials: 'same-origin' }).catch(() => null)
  if (response?.ok) return { ended: true }
  if ((await stillSignedIn()) === false) return { ended: true }
  const reason = response ? ((await messageOf(response)) ?? `the server answered ${response.status}`) : 'the server could not be reached'
  return { ended: false, reason }
}
