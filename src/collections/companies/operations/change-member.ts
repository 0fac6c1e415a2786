import type { OperationCall } from '@/collections/customer-endpoint'
import { changeFields } from '@/collections/field-change'
import type { CompanyRole } from '@/domain/company-roles'
import { refusingErrors, type Result } from '@/platform/result'

/** A membership and the role it is to have, already read. */
export type RoleChange = { membership: number; role: CompanyRole }

const NOT_FOUND = 'We couldn’t find that member. They may have left already.'

/**
 * Gives a member another role, as the caller: access lets only owners and admins change their
 * company's members, and the collection's hooks keep it within the caller's role and keep an owner.
 */
export const changeMemberRole = ({ req, input }: OperationCall<RoleChange>): Promise<Result> =>
  changeFields(req, {
    collection: 'memberships',
    id: input.membership,
    data: { role: input.role },
    notChanged: 'The role was not changed.',
    notFound: NOT_FOUND,
  })

/**
 * Puts a member in a team (cost centre), or in none with an empty name, as the caller: owners and
 * admins, as for roles. Their requests then count against the team's budget too.
 */
export const changeMemberTeam = ({ req, input }: OperationCall<{ membership: number; team: string }>): Promise<Result> =>
  changeFields(req, {
    collection: 'memberships',
    id: input.membership,
    data: { team: input.team },
    notChanged: 'The team was not changed.',
    notFound: NOT_FOUND,
  })

/** Removes a member from their company (or, for their own membership, leaves it), under the same rules. */
export const removeMember = ({ req, input }: OperationCall<{ membership: number }>): Promise<Result> =>
  refusingErrors(
    req.payload,
    'The member was not removed.',
    async () => {
      await req.payload.delete({ collection: 'memberships', id: input.membership, depth: 0, user: req.user, overrideAccess: false })
      return { ok: true as const }
    },
    NOT_FOUND,
  )
