'use client'

import { ArrowLeft, ArrowRight, Loader2, PackageOpen } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { requestShortfalls } from '@/domain/shipment-request'
import { submissionAttempt } from '@/domain/submission-attempt'
import type { AddressBookEntry } from '@/collections/shipments/address-book'
import { checkSelectionStock, requestShipmentsAction } from '@/features/dashboard/shipment-actions'
import { Notice } from '@/components/ui/Notice'
import { RecipientStep } from './RecipientStep'
import { ReviewStep } from './ReviewStep'
import { SelectedItemsStep } from './SelectedItemsStep'
import { useShipmentSelection } from './ShipmentSelectionProvider'
import { STEPS, Stepper, type StepId } from './Stepper'
import { IconBadge } from '@/components/ui/IconBadge'

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`

const stockMessage = ({ removed, reduced }: { removed: string[]; reduced: string[] }): string | null => {
  const parts = []
  if (removed.length) parts.push(`${removed.join(', ')} ${removed.length === 1 ? 'is' : 'are'} no longer in stock and left the shipment.`)
  if (reduced.length) parts.push(`Less of ${reduced.join(', ')} is left now, so the quantity was lowered to what is available.`)
  return parts.length ? parts.join(' ') : null
}

/**
 * Creating shipments: the picked items (step 1), who gets them (step 2), a review and the
 * request (step 3). Stock is checked against the server on arrival and after a refusal, and the
 * server checks everything again when the shipments are requested.
 */
export function CreateShipmentFlow({ addressBook }: { addressBook: AddressBookEntry[] }) {
  const router = useRouter()
  const selection = useShipmentSelection()
  const { items, ready } = selection
  const [step, setStep] = useState<StepId>('items')
  const [book, setBook] = useState(addressBook)
  const [chosen, setChosen] = useState<Set<number>>(() => new Set())
  const [checking, setChecking] = useState(true)
  const [stockNotice, setStockNotice] = useState<string | null>(null)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [submitting, startSubmit] = useTransition()
  // One key per submission attempt, so a retry after a lost answer books nothing twice.
  const [attempt] = useState(() => submissionAttempt())
  const heading = useRef<HTMLDivElement>(null)

  const checkStock = useCallback(async () => {
    setChecking(true)
    const result = await checkSelectionStock(selection.items.map((item) => item.inventoryItem))
    if (result.ok) setStockNotice(stockMessage(selection.applyStock(result.stock)))
    setChecking(false)
  }, [selection])

  const checkedOnce = useRef(false)
  useEffect(() => {
    if (!ready || checkedOnce.current) return
    checkedOnce.current = true
    // An effect cannot wait; checkStock shows its own result.
    void checkStock()
  }, [ready, checkStock])

  const recipients = useMemo(() => book.filter((entry) => chosen.has(entry.id)), [book, chosen])
  const shortfalls = useMemo(() => {
    // Named with size and order, so "Only 3 left" says which of a product's sizes ran short.
    const name = (item: (typeof items)[number]) => (item.detail ? `${item.title}, ${item.detail}` : item.title)
    const available = new Map(items.map((item) => [String(item.inventoryItem), { quantity: item.available, title: name(item) }]))
    return requestShortfalls(items, Math.max(recipients.length, 1), available)
  }, [items, recipients.length])

  const reachable = (target: StepId) =>
    target === 'items' || (items.length > 0 && (target === 'recipients' || (recipients.length > 0 && shortfalls.length === 0)))

  const go = (target: StepId) => {
    setStep(target)
    setSubmitError(null)
    heading.current?.scrollIntoView({ block: 'start' })
    heading.current?.focus()
  }

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const addToBook = (entries: AddressBookEntry[]) => {
    setBook((current) => [...current, ...entries].sort((a, b) => a.name.localeCompare(b.name, 'en-AU')))
    setChosen((current) => new Set([...current, ...entries.map((entry) => entry.id)]))
  }

  const submit = () =>
    startSubmit(async () => {
      setSubmitError(null)
      const request = {
        items: items.map(({ inventoryItem, quantity }) => ({ inventoryItem, quantity })),
        recipients: recipients.map((recipient) => recipient.id),
      }
      const result = await requestShipmentsAction(request, attempt.keyFor(request))
      if (!result.ok) {
        setSubmitError(result.message)
        if (result.status === 409) await checkStock()
        return
      }
      attempt.done()
      setSubmitted(true)
      selection.clear()
      router.push(`/dashboard/shipments?created=${result.shipments.length}${result.held.length > 0 ? `&held=${result.held.length}` : ''}`)
    })

  if (submitted) {
    return (
      <p role="status" className="flex items-center gap-2 py-16 text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Shipment requested. Taking you to your shipments…
      </p>
    )
  }

  if (!ready) return <p className="py-16 text-muted">Loading your selection…</p>

  if (items.length === 0) {
    return (
      <div className="space-y-4">
        {stockNotice ? <Notice tone="warning">{stockNotice}</Notice> : null}
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-16 text-center">
          <IconBadge icon={PackageOpen} tone="muted" />
          <h2 className="mt-4 text-lg font-semibold">Nothing picked to ship yet</h2>
          <p className="mt-2 max-w-md text-sm text-muted">
            Choose stock and quantities in your inventory with “Add to shipment”, then come back here.
          </p>
          <Link href="/dashboard/inventory" className={buttonClasses('primary', 'md', 'mt-6')}>
            Go to inventory
          </Link>
        </div>
      </div>
    )
  }

  const stepIndex = STEPS.findIndex((entry) => entry.id === step)
  const next = STEPS[stepIndex + 1]?.id
  const previous = STEPS[stepIndex - 1]?.id
  const canContinue = next ? reachable(next) : false
  const units = items.reduce((sum, item) => sum + item.quantity, 0)
  const shipmentCount = Math.max(recipients.length, 1)

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <Stepper current={step} reachable={reachable} onSelect={go} />
        <div ref={heading} tabIndex={-1} className="scroll-mt-24 outline-none">
          <h2 className="text-xl font-semibold">{step === 'items' ? 'What to send' : step === 'recipients' ? 'Who gets it' : 'Check and request'}</h2>
          <p className="mt-1 text-sm text-muted">
            {step === 'items'
              ? 'Quantities are per recipient and never more than what is in the warehouse.'
              : step === 'recipients'
                ? 'Choose one recipient, or several to send each of them the same items.'
                : 'Nothing is booked until you request it. Stock is set aside the moment you do.'}
          </p>
        </div>
        {stockNotice ? <Notice tone="warning">{stockNotice}</Notice> : null}
        {step === 'items' ? <SelectedItemsStep /> : null}
        {step === 'recipients' ? (
          <RecipientStep book={book} chosen={chosen} onToggle={toggle} onChooseOnly={(ids) => setChosen(new Set(ids))} onAdded={addToBook} />
        ) : null}
        {step === 'review' ? <ReviewStep items={items} recipients={recipients} /> : null}
        {step !== 'items' && recipients.length > 0 && shortfalls.length > 0 ? (
          <Notice tone="warning" title={`Not enough stock for ${plural(recipients.length, 'recipient', 'recipients')}`}>
            <p>{shortfalls.join(' ')}</p>
            <p>Lower the quantities in step 1 or choose fewer recipients.</p>
          </Notice>
        ) : null}
        {submitError ? <Notice tone="error">{submitError}</Notice> : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
          {previous ? (
            <button type="button" onClick={() => go(previous)} className={buttonClasses('ghost', 'md')}>
              <ArrowLeft className="size-4" aria-hidden /> Back
            </button>
          ) : (
            <span />
          )}
          {next ? (
            <button type="button" onClick={() => go(next)} disabled={!canContinue || checking} className={buttonClasses('primary', 'md')}>
              {next === 'recipients' ? 'Choose recipients' : 'Review'}
              <ArrowRight className="size-4" aria-hidden />
            </button>
          ) : (
            <button type="button" onClick={submit} disabled={submitting || !reachable('review')} className={buttonClasses('primary', 'lg')}>
              {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {submitting ? 'Requesting…' : shipmentCount === 1 ? 'Request shipment' : `Request ${shipmentCount} shipments`}
            </button>
          )}
        </div>
      </div>
      <aside aria-label="Shipment summary" className="h-fit rounded-2xl border border-line bg-white p-5 lg:sticky lg:top-24">
        <h2 className="text-sm font-semibold">Summary</h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Items</dt>
            <dd data-testid="summary-items">{plural(items.length, 'item', 'items')}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Units per shipment</dt>
            <dd className="tabular-nums">{units.toLocaleString('en-AU')}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Recipients</dt>
            <dd>{recipients.length > 0 ? recipients.length : 'None chosen'}</dd>
          </div>
          {recipients.length > 1 ? (
            <div className="flex justify-between gap-3 border-t border-line pt-2 font-medium">
              <dt>Units in total</dt>
              <dd className="tabular-nums">{(units * recipients.length).toLocaleString('en-AU')}</dd>
            </div>
          ) : null}
        </dl>
        {checking ? (
          <p className="mt-4 flex items-center gap-2 text-xs text-muted">
            <Loader2 className="size-3.5 animate-spin" aria-hidden /> Checking stock…
          </p>
        ) : null}
      </aside>
    </div>
  )
}
