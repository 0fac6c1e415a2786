import type { OperationCall } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import { createWithinCap } from '@/collections/companies/company-cap'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import { newApiKey } from '@/domain/api-key'
import { apiKeyInputProblem, newApiKeySchema } from '@/domain/api-key-input'
import { roleAllows } from '@/domain/company-roles'
import { refusal, refusalOf, type Result } from '@/platform/result'

/** At most this many working keys per company: one per system it connects, with room to rotate. */
export const MAX_WORKING_KEYS = 25

export const NOT_ALLOWED = 'Only the company’s owners and admins manage API keys.'

/** The key made: its secret, shown this once and kept nowhere, and its id. */
export type ApiKeyMade = { key: string; apiKey: number }

/** The unique name of a working key in its company (cleared when it is revoked). */
export const openNameOf = (company: number, name: string): string => `${company}:${name.trim().toLowerCase()}`

/**
 * Makes an API key for the company the owner or admin acts in. The key is answered once; the
 * database keeps its hash. Two submissions of one name (a double click, a retry after a lost
 * answer) meet the unique open name: one key is made, and the second is told it exists.
 */
export async function createApiKey({ req, input }: OperationCall): Promise<Result<ApiKeyMade>> {
  const { payload, user } = req
  if (!isCustomer(user)) return refusal(401, 'Log in with a customer account to manage API keys.')
  // A key is a secret of the company's: staff viewing a customer's dashboard never see one made.
  if ((user as { viewedBy?: unknown }).viewedBy) return refusal(403, 'Only the company’s own owners and admins can make API keys.')
  const parsed = newApiKeySchema(new Date()).safeParse(input)
  if (!parsed.success) {
    const { field, message } = apiKeyInputProblem(parsed.error)
    return refusal(400, message, { [field]: message })
  }
  const company = (user as { acting?: { id: number } }).acting?.id
  if (company === undefined || !roleAllows(await roleInCompanyNow({ payload }, company, Number(user!.id)), 'manageSettings')) {
    return refusal(403, NOT_ALLOWED)
  }
  const { name, scopes, expiresOn, allowedAddresses } = parsed.data
  const { key, hash, start } = newApiKey()
  const cap = { company, collection: 'api-keys' as const, where: { revokedAt: { exists: false } }, limit: MAX_WORKING_KEYS }
  try {
    const made = await createWithinCap(payload, cap, (tx) =>
      payload.create({
        collection: 'api-keys',
        data: {
          company,
          name,
          scopes,
          start,
          expiresAt: expiresOn,
          allowedAddresses,
          createdBy: Number(user!.id),
          keyHash: hash,
          openName: openNameOf(company, name),
        },
        depth: 0,
        select: { name: true },
        req: tx,
        overrideAccess: true,
      }),
    )
    if (!made) return refusal(409, `A company has at most ${MAX_WORKING_KEYS} working keys. Revoke one you no longer use first.`)
    return { ok: true, key, apiKey: made.id }
  } catch (error) {
    const taken = await payload.count({ collection: 'api-keys', where: { openName: { equals: openNameOf(company, name) } }, overrideAccess: true })
    if (taken.totalDocs > 0) {
      const message = `A working key is already named “${name}”. Choose another name, or revoke that key first.`
      return refusal(409, message, { name: message })
    }
    return refusalOf(error, payload, 'No key was made.')
  }
}
