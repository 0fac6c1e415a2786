'use client'

import { Check, Copy, KeyRound } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/button'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * A secret just made (an API key, a webhook signing secret), shown this once: kept only in this
 * panel's props, never stored in the browser, so Done (or leaving the page) loses it for good.
 * `id` names the panel's parts; `noun` is what the secret is called ("key"); `note` says how to
 * use it; `actions` sit beside Done.
 */
export function OneTimeSecretPanel({
  id,
  title,
  lead,
  noun,
  secret,
  note,
  actions,
  onDone,
}: {
  id: string
  title: string
  lead: ReactNode
  noun: string
  secret: string
  note?: ReactNode
  actions?: ReactNode
  onDone: () => void
}) {
  const [copy, setCopy] = useState<CopyState>('idle')
  const field = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (copy !== 'copied') return
    const timer = setTimeout(() => setCopy('idle'), 3000)
    return () => clearTimeout(timer)
  }, [copy])

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopy('copied')
    } catch {
      // No clipboard permission: the secret is selected, so it can be copied by hand.
      field.current?.select()
      setCopy('failed')
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold">
        <KeyRound className="size-4" aria-hidden />
        {title}
      </h2>
      <p className="mt-1 text-sm break-words">{lead}</p>
      <p id={`${id}-warning`} className="mt-1 text-sm font-semibold text-amber-900">
        Copy it now: it won’t be shown again.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {/* Focused as the panel replaces the form, so the secret is read out and selected, ready to copy. */}
        <input
          ref={field}
          type="text"
          readOnly
          autoFocus
          value={secret}
          aria-labelledby={`${id}-heading`}
          aria-describedby={`${id}-warning`}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-full border border-line bg-white px-4 font-mono text-xs sm:flex-1 sm:text-sm"
        />
        <button type="button" onClick={copySecret} className={buttonClasses('primary', 'md', 'shrink-0')}>
          {copy === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-4 text-xs text-muted">
        {copy === 'copied'
          ? `${noun[0]!.toUpperCase()}${noun.slice(1)} copied to your clipboard.`
          : copy === 'failed'
            ? `We couldn’t copy it for you: the ${noun} is selected, so press Ctrl+C (⌘C on a Mac).`
            : ''}
      </p>
      {note ? <div className="mt-2 text-sm text-amber-950">{note}</div> : null}
      <div className="mt-4 flex flex-col-reverse gap-2 border-t border-amber-200 pt-4 sm:flex-row sm:justify-end">
        {actions}
        <button type="button" onClick={onDone} className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
          Done
        </button>
      </div>
    </section>
  )
}
