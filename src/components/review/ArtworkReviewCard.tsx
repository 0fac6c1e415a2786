'use client'

import { Check, ExternalLink, FileText, LoaderCircle, MessageSquareWarning } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { Badge } from '@/components/ui/StatusBadge'
import { buttonClasses } from '@/components/ui/button'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Textarea } from '@/components/ui/form-controls'
import { formErrorsOf, type Result } from '@/platform/result'

export type ArtworkItemView = {
  id: string
  title: string
  quantity: number | null
  status: string
  comment: string | null
  reviewedBy: string | null
  reviewedAt: string | null
  proof: { url: string; fullUrl: string; isPdf: boolean; version: number } | null
}

type Verdict = { itemId: string; verdict: 'approved' | 'changes_requested'; comment?: string }
type Action = (input: Verdict) => Promise<Result<{ allApproved: boolean }>>

const VERDICT_BADGES: Record<string, { tone: string; label: string }> = {
  pending: { tone: 'bg-stone-100 text-stone-700 ring-stone-200', label: 'Awaiting your review' },
  approved: { tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200', label: 'Approved' },
  changes_requested: { tone: 'bg-amber-50 text-amber-800 ring-amber-200', label: 'Changes requested' },
}

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' })

/** One proof, shown large, with its verdict: approve, or request changes with a comment. */
export function ArtworkReviewCard({ item, open, action }: { item: ArtworkItemView; open: boolean; action: Action }) {
  const router = useRouter()
  const [requesting, setRequesting] = useState(false)
  const [comment, setComment] = useState(item.comment ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pending, startTransition] = useTransition()
  const badge = VERDICT_BADGES[item.status] ?? VERDICT_BADGES.pending!
  const commentId = `comment-${item.id}`

  const send = (verdict: Verdict) =>
    startTransition(async () => {
      const result = await action(verdict)
      if (result.ok) {
        setRequesting(false)
        setErrors({})
        router.refresh()
      } else setErrors(formErrorsOf(result))
    })

  return (
    <article className="overflow-hidden rounded-3xl border border-line bg-white" aria-labelledby={`artwork-${item.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={`artwork-${item.id}`} className="font-semibold">
            {item.title}
          </h2>
          <p className="text-sm text-muted">
            {item.quantity ? `${item.quantity.toLocaleString('en-AU')} units · ` : ''}
            {item.proof ? `Proof version ${item.proof.version}` : 'Proof coming soon'}
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <div className="bg-sand/60">
        {!item.proof ? (
          <p className="px-6 py-16 text-center text-sm text-muted">We are still preparing this proof. We will email you when it is ready.</p>
        ) : item.proof.isPdf ? (
          <object data={item.proof.url} type="application/pdf" className="h-[70vh] w-full" aria-label={`Artwork proof for ${item.title} (PDF)`}>
            <a
              href={item.proof.url}
              className="flex items-center justify-center gap-2 px-6 py-16 text-sm font-medium underline"
              target="_blank"
              rel="noreferrer"
            >
              <FileText className="size-4" aria-hidden /> Open the proof (PDF)
            </a>
          </object>
        ) : (
          <a
            href={item.proof.fullUrl}
            target="_blank"
            rel="noreferrer"
            className="group block"
            aria-label={`Open the proof for ${item.title} full size`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- proofs are private to the owner: the browser fetches them with its session, not next/image */}
            <img src={item.proof.url} alt={`Artwork proof for ${item.title}`} className="mx-auto max-h-[75vh] w-full object-contain" />
            <span className="flex items-center justify-end gap-1 px-4 py-2 text-xs text-muted group-hover:text-ink">
              <ExternalLink className="size-3" aria-hidden /> Full size
            </span>
          </a>
        )}
      </div>
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {item.reviewedAt && item.status !== 'pending' ? (
          <p className="text-sm text-muted" data-testid="reviewed-by">
            {item.status === 'approved' ? 'Approved' : 'Changes requested'} by {item.reviewedBy ?? 'a reviewer'} on {when(item.reviewedAt)}
          </p>
        ) : null}
        {item.status === 'changes_requested' && item.comment && !requesting ? (
          <blockquote className="rounded-2xl bg-paper px-4 py-3 text-sm">“{item.comment}”</blockquote>
        ) : null}
        {errors.form ? (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        {open && item.proof ? (
          requesting ? (
            <form
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault()
                if (!comment.trim()) return setErrors({ comment: 'Tell us what to change.' })
                send({ itemId: item.id, verdict: 'changes_requested', comment })
              }}
            >
              <Field id={commentId} label="What should we change?" error={errors.comment} hint="Be specific: text, colours, size or position.">
                <Textarea
                  {...fieldControlProps(commentId, { error: errors.comment, hint: true })}
                  className="min-h-28"
                  maxLength={2000}
                  value={comment}
                  onChange={(event) => setComment(event.target.value)}
                  autoFocus
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                <button type="submit" className={buttonClasses('primary', 'md')} disabled={pending}>
                  {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <MessageSquareWarning className="size-4" aria-hidden />}
                  Send change request
                </button>
                <button type="button" className={buttonClasses('ghost', 'md')} onClick={() => setRequesting(false)}>
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <div className="flex flex-wrap gap-2">
              {item.status !== 'approved' ? (
                <button
                  type="button"
                  className={buttonClasses('primary', 'md')}
                  disabled={pending}
                  onClick={() => send({ itemId: item.id, verdict: 'approved' })}
                >
                  {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Check className="size-4" aria-hidden />}
                  Approve {item.title.split(' — ')[0]}
                </button>
              ) : null}
              <button type="button" className={buttonClasses('secondary', 'md')} disabled={pending} onClick={() => setRequesting(true)}>
                <MessageSquareWarning className="size-4" aria-hidden />
                {item.status === 'changes_requested' ? 'Edit change request' : 'Request changes'}
              </button>
            </div>
          )
        ) : null}
      </div>
    </article>
  )
}
