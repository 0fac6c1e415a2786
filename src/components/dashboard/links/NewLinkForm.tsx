'use client'

import { Link2, LoaderCircle, PackageOpen, Ruler, UsersRound } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input, Select, Textarea } from '@/components/ui/form-controls'
import { ErrorSummary } from '@/components/ui/ErrorSummary'
import { buttonClasses } from '@/components/ui/button'
import { MAX_LINK_MESSAGE, type RecipientLinkMode } from '@/domain/recipient-link'
import type { RecipientLinkAudience } from '@/domain/recipient-invitation'
import { submissionAttempt } from '@/domain/submission-attempt'
import { createRecipientLinkAction, inviteRecipientsAction } from '@/features/dashboard/recipient-link-actions'
import type { LinkTargets } from '@/features/dashboard/recipient-link-targets'
import { InviteeListField } from './InviteeListField'
import { ChoiceCards, type Choice } from '@/components/ui/ChoiceCards'
import { formErrorsOf } from '@/platform/result'

const MODES: Choice<RecipientLinkMode>[] = [
  {
    value: 'collect',
    title: 'Collect sizes and addresses',
    description: 'Before you order: each person picks a size per item and gives an address.',
    Icon: Ruler,
  },
  {
    value: 'ship',
    title: 'Ship from inventory',
    description: 'Each person who fills it in is sent items from your stock, until it runs out.',
    Icon: PackageOpen,
  },
]

const AUDIENCES: Choice<RecipientLinkAudience>[] = [
  { value: 'anyone', title: 'One shared link', description: 'You share one address; anyone who has it can answer.', Icon: Link2 },
  {
    value: 'invited',
    title: 'A link for each person',
    description: 'Upload a list; we email each person their own link, which takes one answer.',
    Icon: UsersRound,
  },
]

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : value.trim() === '' ? null : Number.NaN)

/** A new recipient link: what it does, what it points at, and its limits. */
export function NewLinkForm({
  targets,
  initial,
}: {
  targets: LinkTargets
  initial: { mode: RecipientLinkMode; project: number | null; items: number[] }
}) {
  const router = useRouter()
  const [mode, setMode] = useState(initial.mode)
  const [audience, setAudience] = useState<RecipientLinkAudience>('anyone')
  const [recipientsCsv, setRecipientsCsv] = useState<string | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const [attempt] = useState(() => submissionAttempt())
  const [name, setName] = useState('')
  const [message, setMessage] = useState('')
  const [project, setProject] = useState(initial.project ? String(initial.project) : '')
  const [items, setItems] = useState<Record<number, string>>(Object.fromEntries(initial.items.map((id) => [id, '1'])))
  const [cap, setCap] = useState('')
  const [expiresOn, setExpiresOn] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pending, startTransition] = useTransition()

  const submit = () => {
    const input = {
      mode,
      name,
      message,
      cap: whole(cap),
      expiresOn: expiresOn || null,
      project: project ? Number(project) : null,
      items: Object.entries(items).map(([inventoryItem, quantity]) => ({ inventoryItem: Number(inventoryItem), quantity: whole(quantity) ?? 1 })),
    }
    startTransition(async () => {
      const invited = { ...input, recipientsCsv }
      const result = audience === 'invited' ? await inviteRecipientsAction(invited, attempt.keyFor(invited)) : await createRecipientLinkAction(input)
      // Only "still being processed" is worth sending again with the same key.
      if (result.ok || result.status !== 409) attempt.done()
      if (result.ok) {
        router.push(`/dashboard/links/${result.id}`)
        return
      }
      setErrors(formErrorsOf(result))
      setProblems('problems' in result && Array.isArray(result.problems) ? result.problems : [])
    })
  }

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <ErrorSummary errors={errors} />
      <fieldset>
        <ChoiceCards legend="What the link does" name="mode" choices={MODES} value={mode} onChange={setMode} />
      </fieldset>

      <fieldset className="min-w-0">
        <ChoiceCards legend="Who answers" name="audience" choices={AUDIENCES} value={audience} onChange={setAudience} />
        {audience === 'invited' ? (
          <div className="mt-3">
            <InviteeListField error={errors.recipientsCsv} problems={problems} onChange={setRecipientsCsv} />
          </div>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="name" label="Name" error={errors.name} hint="Recipients see it as the page’s title." className="sm:col-span-2">
          <Input
            {...fieldControlProps('name', { error: errors.name, hint: true })}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            placeholder="Summer offsite tees"
          />
        </Field>
        <Field
          id="message"
          label="Message (optional)"
          error={errors.message}
          hint={`Up to ${MAX_LINK_MESSAGE} characters, shown above the form.`}
          className="sm:col-span-2"
        >
          <Textarea
            {...fieldControlProps('message', { error: errors.message, hint: true })}
            className="min-h-24"
            value={message}
            maxLength={MAX_LINK_MESSAGE}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Field>
      </div>

      {mode === 'collect' ? (
        <Field id="project" label="Project" error={errors.project} hint="Recipients choose a size for each of its sized items.">
          <Select
            {...fieldControlProps('project', { error: errors.project, hint: true })}
            value={project}
            onChange={(event) => setProject(event.target.value)}
          >
            <option value="">Choose a project…</option>
            {targets.projects.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
                {option.sized ? '' : ' (no sized items yet)'}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <fieldset id="items" aria-describedby={errors.items ? 'items-error' : undefined}>
          <legend className="text-sm font-medium">Items each person is sent</legend>
          {targets.items.length === 0 ? (
            <p className="mt-2 text-sm text-muted">You have no stock in our warehouse yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-white">
              {targets.items.map((item) => {
                const chosen = item.id in items
                return (
                  <li key={item.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <label className="flex min-w-0 flex-1 items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-4 accent-ink"
                        checked={chosen}
                        onChange={(event) => {
                          const next = { ...items }
                          if (event.target.checked) next[item.id] = '1'
                          else delete next[item.id]
                          setItems(next)
                        }}
                      />
                      <span className="min-w-0">
                        <span className="block font-medium">{item.title}</span>
                        <span className="block text-sm text-muted tabular-nums">{item.available.toLocaleString('en-AU')} in stock</span>
                      </span>
                    </label>
                    {chosen ? (
                      <label className="flex items-center gap-2 text-sm">
                        Each gets
                        <Input
                          compact
                          className="w-16 text-center tabular-nums"
                          inputMode="numeric"
                          aria-label={`Quantity of ${item.title} per person`}
                          value={items[item.id]}
                          onChange={(event) => setItems({ ...items, [item.id]: event.target.value })}
                        />
                      </label>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          )}
          {errors.items ? (
            <p id="items-error" className="mt-1 text-sm text-red-700">
              {errors.items}
            </p>
          ) : null}
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="cap" label="Most responses (optional)" error={errors.cap} hint="Leave empty for no cap.">
          <Input
            {...fieldControlProps('cap', { error: errors.cap, hint: true })}
            inputMode="numeric"
            value={cap}
            onChange={(event) => setCap(event.target.value)}
          />
        </Field>
        <Field id="expiresOn" label="Open until (optional)" error={errors.expiresOn} hint="The link closes at the end of this day, Sydney time.">
          <Input
            {...fieldControlProps('expiresOn', { error: errors.expiresOn, hint: true })}
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
          />
        </Field>
      </div>

      <div className="flex justify-end border-t border-line pt-5">
        <button type="submit" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')} disabled={pending}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {audience === 'invited' ? 'Create and email the links' : 'Create link'}
        </button>
      </div>
    </form>
  )
}
