'use client'

import { CircleAlert, CircleCheck } from 'lucide-react'

import { SIZE_GROUPS, SIZE_GROUP_LABELS, sizesRemaining, type SizeGroup, type SizeOption } from '@/domain/sizes'
import { Input } from '@/components/ui/form-controls'
import { countDigits } from './count-digits'

export type SizeDraft = Record<SizeGroup, Record<number, string>>

export const emptySizes = (): SizeDraft => ({ mens: {}, womens: {} })

const count = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0)

export const sizeRows = (draft: SizeDraft, group: SizeGroup) =>
  Object.entries(draft[group])
    .filter(([, quantity]) => quantity.trim() !== '')
    .map(([option, quantity]) => ({ sizingOption: Number(option), quantity: /^\d+$/.test(quantity.trim()) ? Number(quantity) : -1 }))

/** One sized item: men's/unisex and women's quantities per size, with what is left to assign. */
export function SizeGrid({
  line,
  options,
  value,
  error,
  onChange,
}: {
  line: { id: number; title: string; quantity: number }
  options: SizeOption[]
  value: SizeDraft
  error?: string
  onChange: (next: SizeDraft) => void
}) {
  const remaining = sizesRemaining(
    line.quantity,
    Object.fromEntries(SIZE_GROUPS.map((group) => [group, Object.values(value[group]).map((q) => ({ sizingOption: 0, quantity: count(q) }))])),
  )
  const status =
    remaining === 0
      ? { tone: 'text-emerald-700', icon: CircleCheck, text: `All ${line.quantity.toLocaleString('en-AU')} assigned` }
      : remaining > 0
        ? {
            tone: 'text-amber-700',
            icon: CircleAlert,
            text: `${remaining.toLocaleString('en-AU')} of ${line.quantity.toLocaleString('en-AU')} left to assign`,
          }
        : { tone: 'text-red-700', icon: CircleAlert, text: `${(-remaining).toLocaleString('en-AU')} too many` }
  const headingId = `sizes-${line.id}`
  return (
    <fieldset className="rounded-2xl border border-line p-4 sm:p-5" aria-describedby={`${headingId}-status${error ? ` ${headingId}-error` : ''}`}>
      <legend className="sr-only">Sizes for {line.title}</legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p id={headingId} className="font-medium">
          {line.title}
        </p>
        <p id={`${headingId}-status`} className={`inline-flex items-center gap-1.5 text-sm font-medium ${status.tone}`} aria-live="polite">
          <status.icon className="size-4" aria-hidden />
          {status.text}
        </p>
      </div>
      {SIZE_GROUPS.map((group) => (
        <div key={group} className="mt-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{SIZE_GROUP_LABELS[group]}</p>
          <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-8">
            {options.map((option) => {
              const id = `size-${line.id}-${group}-${option.id}`
              return (
                <div key={option.id}>
                  <label htmlFor={id} className="block text-center text-xs font-medium text-muted" title={option.label}>
                    <span aria-hidden>{option.shortLabel}</span>
                    <span className="sr-only">
                      {SIZE_GROUP_LABELS[group]} {option.label}
                    </span>
                  </label>
                  <Input
                    id={id}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    placeholder="0"
                    className="mt-1 text-center tabular-nums"
                    value={value[group][option.id] ?? ''}
                    onChange={(event) => onChange({ ...value, [group]: { ...value[group], [option.id]: countDigits(event.target.value) } })}
                  />
                </div>
              )
            })}
          </div>
        </div>
      ))}
      {error ? (
        <p id={`${headingId}-error`} className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
