'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { Badge } from '@/components/ui/StatusBadge'
import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { formatDate } from '@/domain/display-date'
import {
  COMPANY_ROLES,
  memberChangeProblem,
  ROLE_LABELS,
  roleAllows,
  roleChangeProblem,
  type CompanyRole,
  type MemberRole,
} from '@/domain/company-roles'
import { changeMemberRoleAction, removeMemberAction } from '@/features/dashboard/member-actions'
import type { Member } from '@/features/dashboard/members'
import { MemberTeam } from './MemberTeam'

type Props = { member: Member; actor: CompanyRole; you: boolean; company: string; everyone: MemberRole[] }

/**
 * One member: who they are, their role (a choice, for those who may change it) and a remove or
 * leave button behind a confirmation. What the controls offer follows the same rules the server
 * enforces, so a refusal is rare; when one comes it is shown in the row.
 */
export function MemberRow({ member, actor, you, company, everyone }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)
  const allowed = (to: CompanyRole | null) =>
    memberChangeProblem({ actor, target: member.role, to, ownMembership: you }) === null &&
    roleChangeProblem(everyone, member.membership, to) === null
  const roles = COMPANY_ROLES.filter((role) => role === member.role || allowed(role))
  const changeRole = (role: CompanyRole) =>
    startTransition(async () => {
      const result = await changeMemberRoleAction({ membership: member.membership, role })
      setProblem(result.ok ? null : result.message)
      router.refresh()
    })
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{member.name}</span>
          {you ? <Badge>You</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted">
          {member.email}
          <span aria-hidden> · </span>
          joined <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
        </p>
        <div className="text-sm text-muted">
          <MemberTeam membership={member.membership} name={member.name} team={member.team} manages={roleAllows(actor, 'manageMembers')} />
        </div>
        {problem ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        {roles.length > 1 ? (
          <select
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={pending}
            onChange={(event) => changeRole(event.currentTarget.value as CompanyRole)}
            className="h-9 rounded-full border border-line bg-white pr-8 pl-3 text-sm font-medium focus:ring-2 focus:ring-accent focus:outline-none disabled:opacity-60"
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        ) : (
          <span className="inline-flex h-9 items-center rounded-full bg-sand px-3 text-sm font-medium">{ROLE_LABELS[member.role]}</span>
        )}
        {pending ? (
          <span role="status" className="text-xs text-muted">
            Saving…
          </span>
        ) : null}
        {allowed(null) ? (
          <ConfirmDialog
            trigger={
              <button type="button" className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
                {you ? 'Leave' : 'Remove'}
              </button>
            }
            title={you ? `Leave ${company}?` : `Remove ${member.name} from ${company}?`}
            description={
              you
                ? 'You will no longer see or change anything of the company’s. Someone who manages its members can add you again.'
                : 'They lose access on their next click. What they made stays the company’s, and they can be added again later.'
            }
            confirmLabel={you ? 'Leave' : 'Remove'}
            pendingLabel={you ? 'Leaving…' : 'Removing…'}
            destructive
            onConfirm={async () => {
              const result = await removeMemberAction({ membership: member.membership })
              if (result.ok) router.refresh()
              return result
            }}
          />
        ) : null}
      </div>
    </li>
  )
}
