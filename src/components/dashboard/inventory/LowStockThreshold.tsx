'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Input } from '@/components/ui/form-controls'
import { setLowStockThreshold } from '@/features/dashboard/low-stock-actions'
import type { LowStockView } from '@/features/dashboard/inventory'
import { StockRowIcon } from './row-icons'

/**
 * The item's low-stock alert: a button showing the threshold, which opens a small form to set it,
 * take the suggested one (two weeks at the recent rate) or remove it.
 */
export function LowStockThreshold({ inventoryItem, lowStock, label }: { inventoryItem: number; lowStock: LowStockView; label: string }) {
  const router = useRouter()
  const formId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState(lowStock.threshold?.toString() ?? '')
  const [error, setError] = useState<string | null>(null)
  const [saving, startSaving] = useTransition()

  const save = (threshold: string) => {
    setError(null)
    startSaving(async () => {
      const result = await setLowStockThreshold({ inventoryItem, threshold })
      if (!result.ok) {
        setError(result.message)
        return
      }
      setOpen(false)
      router.refresh()
    })
  }

  const toggle = () => {
    setValue(lowStock.threshold?.toString() ?? '')
    setError(null)
    setOpen((current) => !current)
  }

  return (
    <div className="basis-full">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={formId}
        aria-label={lowStock.threshold ? `Low-stock alert for ${label}: below ${lowStock.threshold}. Change` : `Set a low-stock alert for ${label}`}
        className="inline-flex items-center gap-1.5 rounded-full text-xs font-medium text-muted underline-offset-2 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <StockRowIcon name={lowStock.threshold ? 'stock-icon-alert' : 'stock-icon-set-alert'} className="size-3.5" />
        {lowStock.threshold ? `Alert below ${lowStock.threshold.toLocaleString('en-AU')}` : 'Set low-stock alert'}
      </button>
      {open ? (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault()
            save(value)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false)
          }}
          className="mt-2 rounded-xl border border-line bg-white p-3.5"
          aria-label={`Low-stock alert for ${label}`}
        >
          <label htmlFor={`${formId}-threshold`} className="text-sm font-medium">
            Email me when fewer than this many are left
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Input
              compact
              ref={inputRef}
              id={`${formId}-threshold`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              autoFocus
              value={value}
              placeholder="e.g. 20"
              onChange={(event) => setValue(event.target.value)}
              aria-describedby={`${formId}-hint`}
              aria-invalid={error ? true : undefined}
              className="w-24 text-center tabular-nums"
            />
            <button type="submit" disabled={saving} className={buttonClasses('primary', 'sm')}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            {lowStock.threshold ? (
              <button type="button" disabled={saving} onClick={() => save('')} className={buttonClasses('ghost', 'sm')}>
                Remove alert
              </button>
            ) : null}
            <button type="button" disabled={saving} onClick={() => setOpen(false)} className={buttonClasses('ghost', 'sm')}>
              Cancel
            </button>
          </div>
          <p id={`${formId}-hint`} className="mt-2 text-xs text-muted">
            {lowStock.suggestedThreshold ? (
              <>
                Suggested: <strong className="text-ink">{lowStock.suggestedThreshold.toLocaleString('en-AU')}</strong>, two weeks at your rate over
                the last 90 days.{' '}
                <button
                  type="button"
                  className="font-medium text-ink underline underline-offset-2"
                  onClick={() => {
                    setValue(String(lowStock.suggestedThreshold))
                    inputRef.current?.focus()
                  }}
                >
                  Use {lowStock.suggestedThreshold.toLocaleString('en-AU')}
                </button>
              </>
            ) : (
              'No shipments in the last 90 days to suggest a threshold from.'
            )}{' '}
            We email you once each time the stock falls below it.
          </p>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
