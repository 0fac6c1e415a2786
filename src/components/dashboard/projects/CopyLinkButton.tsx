'use client'

import { Check, Copy } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'

import { buttonClasses } from '@/components/ui/button'

type CopyState = 'idle' | 'copied' | 'failed'

/** A share link in a read-only field with a button that copies it. */
export function CopyLinkButton({ url, label, hint }: { url: string; label: string; hint?: string }) {
  const [state, setState] = useState<CopyState>('idle')
  const field = useRef<HTMLInputElement>(null)
  const id = useId()

  useEffect(() => {
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), 3000)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      // No clipboard permission (or an old browser): select the link so it can be copied by hand.
      field.current?.select()
      setState('failed')
    }
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={id}
          type="text"
          readOnly
          value={url}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-full border border-line bg-paper px-4 font-mono text-xs text-muted sm:flex-1"
        />
        <button type="button" onClick={copy} className={buttonClasses('secondary', 'md', 'shrink-0')}>
          {state === 'copied' ? <Check className="size-4 text-emerald-700" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {state === 'copied' ? 'Copied' : 'Copy link'}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-4 text-xs text-muted">
        {state === 'copied'
          ? 'Link copied to your clipboard.'
          : state === 'failed'
            ? 'We couldn’t copy it for you — the link is selected, so press Ctrl+C (⌘C on a Mac).'
            : ''}
      </p>
    </div>
  )
}
