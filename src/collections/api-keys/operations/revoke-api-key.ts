import type { OperationCall } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import { roleAllows } from '@/domain/company-roles'
import { runStatement } from '@/platform/database/run-statement'
import { relationId } from '@/platform/relation-id'
import { refusal, type Result } from '@/platform/result'

import { NOT_ALLOWED } from './create-api-key'

const NOT_FOUND = 'We couldn’t find that key.'

/**
 * Revokes a key of a company the caller owns or administers: it stops working at once. One
 * conditional update decides, so two clicks at once revoke it once and the second is told so.
 */
export async function revokeApiKey({ req, input }: OperationCall<{ apiKey: number }>): Promise<Result> {
  const { payload, user } = req
  if (!isCustomer(user)) return refusal(401, 'Log in with a customer account to manage API keys.')
  // Read as the member: a key of a company they may not manage is not found.
  const { docs } = await payload.find({
    collection: 'api-keys',
    where: { id: { equals: input.apiKey } },
    limit: 1,
    depth: 0,
    select: { company: true, name: true },
    user,
    overrideAccess: false,
  })
  const apiKey = docs[0]
  const company = relationId(apiKey?.company)
  if (!apiKey || company === null) return refusal(404, NOT_FOUND)
  if (!roleAllows(await roleInCompanyNow({ payload }, company, Number(user!.id)), 'manageSettings')) return refusal(403, NOT_ALLOWED)
  const revoked = await runStatement(
    { payload, transactionID: undefined },
    (sql) => sql`UPDATE api_keys SET revoked_at = ${new Date().toISOString()}, revoked_by_id = ${Number(user!.id)}, open_name = NULL
      WHERE id = ${apiKey.id} AND revoked_at IS NULL RETURNING id`,
  )
  if (revoked.length === 0) return refusal(409, `“${apiKey.name}” was already revoked.`)
  return { ok: true }
}
