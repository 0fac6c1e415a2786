'use client'

import { LoaderCircle, Send } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Notice } from '@/components/ui/Notice'
import { sendTestEventAction } from '@/features/dashboard/webhook-actions'

const UNREACHABLE = 'We couldn’t reach the server. Check your connection and try again.'

type Outcome = { tone: 'success' | 'error'; title: string; detail: string }

type Answer = { ok: boolean; status: number | null; durationMs: number; error: string | null }

/** What the receiver made of the test, in plain words: its answer and how long it took, or why there was none. */
const outcomeOf = (answer: Answer): Outcome => {
  const took = `in ${answer.durationMs.toLocaleString('en-AU')} ms`
  if (answer.ok) return { tone: 'success', title: `Your receiver answered ${answer.status} ${took}.`, detail: 'It works: events will reach it.' }
  if (answer.error) return { tone: 'error', title: 'The test event didn’t arrive.', detail: answer.error }
  return {
    tone: 'error',
    title: `Your receiver answered ${answer.status} ${took}.`,
    detail: 'Only an answer from 200 to 299 counts as received: answer with one once the event is in hand.',
  }
}

/**
 * Sends a `webhook.ping` to the endpoint now and shows what its receiver answered, here beside the
 * button; the delivery joins the log below, which is read again.
 */
export function SendTestEvent({ endpoint, enabled }: { endpoint: number; enabled: boolean }) {
  const router = useRouter()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [pending, startTransition] = useTransition()

  const send = () =>
    startTransition(async () => {
      setOutcome(null)
      const result = await sendTestEventAction(endpoint).catch(() => ({ ok: false as const, message: UNREACHABLE }))
      setOutcome(result.ok ? outcomeOf(result.answer) : { tone: 'error', title: 'No test event was sent.', detail: result.message })
      router.refresh()
    })

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Sends a <code className="font-mono text-xs">webhook.ping</code> event, signed like every other, and shows what your receiver answered. It is
        logged below and not tried again.
      </p>
      <button type="button" onClick={send} disabled={pending || !enabled} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
        {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
        {pending ? 'Sending…' : 'Send test event'}
      </button>
      {enabled ? null : <p className="text-sm text-muted">Turn the endpoint on to send it a test event.</p>}
      {/* Announced when the answer arrives; empty until then. */}
      <div aria-live="polite">
        {outcome ? (
          <Notice tone={outcome.tone} title={outcome.title}>
            <p className="break-words">{outcome.detail}</p>
          </Notice>
        ) : null}
      </div>
    </div>
  )
}
