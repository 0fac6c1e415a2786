'use client'

import { LoaderCircle, Send } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Select, Textarea } from '@/components/ui/form-controls'
import { Notice } from '@/components/ui/Notice'
import { COMPANY_ROLES, memberChangeProblem, ROLE_LABELS, ROLE_SUMMARIES, type CompanyRole } from '@/domain/company-roles'
import { MAX_INVITATIONS } from '@/domain/invitation-csv'
import { submissionAttempt } from '@/domain/submission-attempt'
import { inviteMembersAction } from '@/features/dashboard/invitation-actions'
import { CsvListPicker } from './CsvListPicker'
import { InviteListProblems } from './InviteListProblems'

/** A refused list: what the server said, and the exact text it said it about (so "the good ones" means that list). */
type Refused = { message: string; errors: Record<string, string>; problems: string[]; good: number; list: string }

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

const skippedLine = (count: number) =>
  count === 1 ? '1 was already invited or a member and was skipped.' : `${count} were already invited or members and were skipped.`

// A lost answer may still have invited them: the same key on a retry gets the first answer, never a second email.
const UNREACHABLE = 'We couldn’t tell whether the invitations went out. Check your connection and send again: nobody is invited twice.'

/**
 * Invites a pasted list or a CSV's people in one role. The roles offered are those the inviter may
 * grant (only an owner makes owners); the server checks each row again and, when some are bad,
 * names them and offers to invite the good ones alone.
 */
export function InviteMembersForm({ actor, company }: { actor: CompanyRole; company: string }) {
  const router = useRouter()
  const roles = COMPANY_ROLES.filter((role) => memberChangeProblem({ actor, target: role, to: role, ownMembership: false }) === null)
  const [role, setRole] = useState<CompanyRole>(roles.includes('requester') ? 'requester' : roles[roles.length - 1])
  const [list, setList] = useState('')
  const [refused, setRefused] = useState<Refused | null>(null)
  const [done, setDone] = useState<{ invited: number; skipped: number } | null>(null)
  // Counts successful sends, so the file picker forgets the file it loaded once its people are invited.
  const [sent, setSent] = useState(0)
  const [attempt] = useState(() => submissionAttempt())
  const [pending, startTransition] = useTransition()
  const listRef = useRef<HTMLTextAreaElement>(null)

  const send = (text: string, goodOnly: boolean) => {
    setDone(null)
    if (text.trim() === '') {
      setRefused({
        message: 'Add at least one email address, or choose a CSV file.',
        errors: { list: 'Add at least one email address.' },
        problems: [],
        good: 0,
        list: text,
      })
      listRef.current?.focus()
      return
    }
    const input = { list: text, role, goodOnly }
    startTransition(async () => {
      let result
      try {
        result = await inviteMembersAction(input, attempt.keyFor(input))
      } catch {
        setRefused({ message: UNREACHABLE, errors: {}, problems: [], good: 0, list: text })
        return
      }
      // Only "still being processed" is worth sending again with the same key.
      if (result.ok || result.status !== 409) attempt.done()
      if (result.ok) {
        setRefused(null)
        setDone({ invited: result.invited, skipped: result.skipped })
        setList('')
        setSent((count) => count + 1)
        router.refresh()
        return
      }
      setRefused({
        message: result.message,
        errors: result.errors ?? {},
        problems: result.problems ?? [],
        good: result.good ?? 0,
        list: text,
      })
    })
  }

  const errors = refused?.errors ?? {}
  return (
    <section aria-labelledby="invite-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="invite-heading" className="text-base font-semibold">
        Invite people
      </h2>
      <p className="mt-1 text-sm text-muted">
        Each person gets an email with their own link to join {company}, and accepts by logging in (or creating an account) with that address.
      </p>
      <form
        noValidate
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          send(list, false)
        }}
      >
        <Field id="invite-list" label="Email addresses" hint={`One per line, or separated by commas. Up to ${MAX_INVITATIONS}.`} error={errors.list}>
          <Textarea
            {...fieldControlProps('invite-list', { error: errors.list, hint: true })}
            ref={listRef}
            name="list"
            rows={6}
            className="min-h-36 font-mono text-sm"
            autoComplete="off"
            spellCheck={false}
            placeholder={'jane@example.com.au\nSam Lee <sam@example.com.au>'}
            value={list}
            readOnly={pending}
            onChange={(event) => setList(event.target.value)}
          />
        </Field>

        <CsvListPicker key={sent} disabled={pending} onLoad={setList} />

        <Field id="invite-role" label="Role" hint={ROLE_SUMMARIES[role]} error={errors.role} className="sm:max-w-xs">
          <Select
            {...fieldControlProps('invite-role', { error: errors.role, hint: true })}
            name="role"
            value={role}
            disabled={pending}
            onChange={(event) => setRole(event.target.value as CompanyRole)}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field>

        {refused && refused.problems.length > 0 ? (
          <InviteListProblems
            message={refused.message}
            problems={refused.problems}
            good={refused.list === list ? refused.good : 0}
            pending={pending}
            onInviteGood={() => send(refused.list, true)}
            onFix={() => listRef.current?.focus()}
          />
        ) : refused ? (
          <Notice tone="error">{refused.message}</Notice>
        ) : null}

        {done ? (
          <Notice tone="success" title={done.invited > 0 ? `Invited ${people(done.invited)}` : 'Nobody new to invite'}>
            {done.invited > 0 ? <p>Each has an email with their link.</p> : null}
            {done.skipped > 0 ? <p>{skippedLine(done.skipped)}</p> : null}
          </Notice>
        ) : null}

        <div className="flex justify-end border-t border-line pt-5">
          <button type="submit" disabled={pending} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
            {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
            {pending ? 'Sending…' : 'Send invitations'}
          </button>
        </div>
      </form>
    </section>
  )
}
