'use client'

import { useEffect, useRef, useState } from 'react'

import { CheckboxCard } from '@/components/ui/CheckboxCard'

/** An event and its plain words, handed down by the page: the module defining them also makes event ids with Node's crypto, so it stays on the server. */
export type EventOption = { type: string; summary: string }

const ERROR_ID = 'webhook-events-error'

/**
 * "Events to send": a tick box per event, and one for all of them (half ticked when some are),
 * so a receiver that wants everything takes one click.
 */
export function EventChoices({ options, error, disabled }: { options: EventOption[]; error?: string; disabled: boolean }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const all = useRef<HTMLInputElement>(null)
  const everything = chosen.size === options.length

  useEffect(() => {
    if (all.current) all.current.indeterminate = chosen.size > 0 && !everything
  }, [chosen, everything])

  const toggle = (type: string, on: boolean) =>
    setChosen((before) => {
      const after = new Set(before)
      if (on) after.add(type)
      else after.delete(type)
      return after
    })

  return (
    <fieldset id="webhook-events" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="text-sm font-medium">Events to send</legend>
      <label className="mt-2 inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          ref={all}
          type="checkbox"
          checked={everything}
          disabled={disabled}
          onChange={(event) => setChosen(new Set(event.currentTarget.checked ? options.map((option) => option.type) : []))}
          className="size-4 accent-ink"
        />
        All events
      </label>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map(({ type, summary }) => (
          <CheckboxCard
            key={type}
            id={`webhook-event-${type.replace(/[._]/g, '-')}`}
            name="events"
            value={type}
            title={type}
            summary={summary}
            checked={chosen.has(type)}
            onChange={(event) => toggle(type, event.currentTarget.checked)}
            disabled={disabled}
            errorId={error ? ERROR_ID : undefined}
          />
        ))}
      </div>
      {error ? (
        <p id={ERROR_ID} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
