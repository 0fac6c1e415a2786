'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { changeMemberRole, changeMemberTeam, removeMember } from '@/collections/companies/operations/change-member'
import type { OperationCall } from '@/collections/customer-endpoint'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { COMPANY_ROLES } from '@/domain/company-roles'
import { refusal, type Result } from '@/platform/result'
import { runAsCustomer } from './customer-action'

const roleChange = z.object({ membership: z.number().int().positive(), role: z.enum(COMPANY_ROLES) })
const removal = z.object({ membership: z.number().int().positive() })
const teamChange = z.object({ membership: z.number().int().positive(), team: z.string().max(100) })

/** Reads the input, runs the change as the signed-in member, and refreshes the Members page. */
async function changeMembers<Input>(
  schema: z.ZodType<Input>,
  operation: (call: OperationCall<Input, CustomerUser>) => Promise<Result>,
  input: unknown,
): Promise<Result> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const result = await runAsCustomer(operation, parsed.data)
  if (result.ok) revalidatePath('/dashboard/members')
  return result
}

/** Gives a member of the active company another role (see changeMemberRole). */
export async function changeMemberRoleAction(input: unknown): Promise<Result> {
  return changeMembers(roleChange, changeMemberRole, input)
}

/** Removes a member of the active company, or leaves it (see removeMember). */
export async function removeMemberAction(input: unknown): Promise<Result> {
  return changeMembers(removal, removeMember, input)
}

/** Puts a member of the active company in a team, or in none (see changeMemberTeam). */
export async function changeMemberTeamAction(input: unknown): Promise<Result> {
  return changeMembers(teamChange, changeMemberTeam, input)
}
