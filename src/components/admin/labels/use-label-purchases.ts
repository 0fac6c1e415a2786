'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { buyLabel, type PurchaseOutcome } from './label-api'
import { runPooled } from './pooled'

/** A row's purchase on this page: waiting its turn, asked for now, or where it ended. */
export type RowOutcome = { state: 'queued' } | { state: 'sending' } | PurchaseOutcome

/** Labels bought at once: enough to get through a morning's batch, few enough not to crowd the carriers. */
const AT_ONCE = 3

type Tally = Record<PurchaseOutcome['state'], number>

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** What a finished batch comes to, in one sentence for the live region. */
export function batchSummary(tally: Tally, total: number): string {
  const bought = `Bought ${tally.bought} of ${plural(total, 'label', 'labels')}`
  const rest = [tally.buying ? `${tally.buying} still buying` : '', tally.failed ? `${tally.failed} failed` : ''].filter(Boolean)
  return rest.length > 0 ? `${bought}; ${rest.join(', ')}: see ${total === 1 ? 'its row' : 'their rows'}.` : `${bought}.`
}

/**
 * The Labels page's purchases: each row's outcome, kept for as long as the page is open, and
 * a sentence on how the batch is going. Buys several at a time, then has the server's rows read
 * again so every column (postage, manifest counts) catches up.
 */
export function useLabelPurchases() {
  const router = useRouter()
  const running = useRef(false)
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome>>(new Map())
  const [progress, setProgress] = useState('')
  const [busy, setBusy] = useState(false)

  const record = (entries: [number, RowOutcome][]) =>
    setOutcomes((before) => {
      const after = new Map(before)
      for (const [id, outcome] of entries) after.set(id, outcome)
      return after
    })

  const buy = async (ids: readonly number[], choice?: { carrier: string; service: string }) => {
    if (running.current || ids.length === 0) return
    running.current = true
    setBusy(true)
    record(ids.map((id) => [id, { state: 'queued' }]))
    const tally: Tally = { bought: 0, buying: 0, failed: 0 }
    let done = 0
    const say = () => setProgress(ids.length === 1 ? `Buying the label of shipment #${ids[0]}…` : `Buying ${done + 1} of ${ids.length}…`)
    say()
    await runPooled(ids, AT_ONCE, async (id) => {
      record([[id, { state: 'sending' }]])
      const outcome = await buyLabel(id, choice)
      record([[id, outcome]])
      tally[outcome.state] += 1
      done += 1
      if (done < ids.length) say()
    })
    setProgress(batchSummary(tally, ids.length))
    running.current = false
    setBusy(false)
    router.refresh()
  }

  return { outcomes, progress, busy, buy }
}
