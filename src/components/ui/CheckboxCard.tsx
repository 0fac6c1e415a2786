import type { ComponentProps } from 'react'

/**
 * A tick box drawn as a card: a short name (an API's spelling, in monospace) over its plain words.
 * The name labels the box and the words describe it, so what is read out first stays short;
 * `errorId` joins the group's error to its description.
 */
export function CheckboxCard({
  id,
  title,
  summary,
  errorId,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> & { id: string; title: string; summary: string; errorId?: string }) {
  return (
    <label className="flex cursor-pointer gap-3 rounded-2xl border border-line bg-white p-4 transition-colors hover:border-ink/40 has-[:checked]:border-ink has-[:checked]:bg-paper has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
      <input
        {...input}
        id={id}
        type="checkbox"
        aria-labelledby={`${id}-name`}
        aria-describedby={[`${id}-summary`, errorId].filter(Boolean).join(' ')}
        aria-invalid={errorId ? true : undefined}
        className="mt-0.5 size-4 shrink-0 accent-ink"
      />
      <span className="min-w-0">
        <span id={`${id}-name`} className="block font-mono text-sm font-medium break-words">
          {title}
        </span>
        <span id={`${id}-summary`} className="mt-0.5 block text-sm text-muted">
          {summary}
        </span>
      </span>
    </label>
  )
}
