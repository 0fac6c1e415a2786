import Form from 'next/form'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { Input } from '@/components/ui/form-controls'
import type { PresetPeriod } from '@/domain/day-period'

const chip = (current: boolean) =>
  `inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors ${
    current ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink'
  }`

/**
 * The period a page covers: its common periods in one tap, or any days typed in. It lives in the
 * page's address (`path`), so a period can be shared and Back returns.
 */
export function PeriodPicker({
  path,
  presets,
  from,
  to,
  errors,
}: {
  path: string
  presets: PresetPeriod[]
  from: string
  to: string
  errors: { from?: string; to?: string }
}) {
  return (
    <section aria-labelledby="period-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="period-heading" className="text-base font-semibold">
        Period
      </h2>
      <nav aria-label="Common periods" className="mt-3 flex flex-wrap gap-2">
        {presets.map((preset) => {
          const current = preset.from === from && preset.to === to
          return (
            <Link
              key={preset.preset}
              href={`${path}?from=${preset.from}&to=${preset.to}`}
              aria-current={current ? 'true' : undefined}
              className={chip(current)}
            >
              {preset.label}
            </Link>
          )
        })}
      </nav>
      <Form action={path} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Choose the days">
        {(['from', 'to'] as const).map((name) => (
          <div key={name} className="min-w-0 sm:w-48">
            <label htmlFor={`period-${name}`} className="mb-1.5 block text-xs font-medium text-muted">
              {name === 'from' ? 'First day' : 'Last day'}
            </label>
            <Input
              compact
              id={`period-${name}`}
              name={name}
              type="date"
              required
              defaultValue={name === 'from' ? from : to}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `period-${name}-error` : undefined}
              className="w-full"
            />
            {errors[name] ? (
              <p id={`period-${name}-error`} className="mt-1 text-xs text-red-700">
                {errors[name]}
              </p>
            ) : null}
          </div>
        ))}
        <button type="submit" className={buttonClasses('secondary', 'sm')}>
          Show period
        </button>
      </Form>
    </section>
  )
}
