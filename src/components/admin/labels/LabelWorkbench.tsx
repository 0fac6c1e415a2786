'use client'

import { useState } from 'react'

import type { LabelRow } from '@/features/labels/label-queue'
import { LabelActions } from './LabelActions'
import { LabelTable } from './LabelTable'
import { hasLabel, mayBuy, mergeRows, shownLabel } from './row-label'
import { useLabelPurchases } from './use-label-purchases'
import styles from './labels.module.css'

type LabelWorkbenchProps = {
  rows: LabelRow[]
  /** The table's name, e.g. "Shipments to label, page 1 of 2". */
  caption: string
  /** Rows waiting for a label: bought from here, with quotes. */
  buying: boolean
  emptyMessage: string
}

/**
 * The page's rows with their selection and the actions on it. Rows bought or tried here keep
 * their outcome on screen after the server's rows are read again, even once they have moved to
 * the other tab; mount it afresh (a `key`) for each tab and page.
 */
export function LabelWorkbench({ rows, caption, buying, emptyMessage }: LabelWorkbenchProps) {
  const { outcomes, progress, busy, buy } = useLabelPurchases()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [shown, setShown] = useState(rows)
  const [from, setFrom] = useState(rows)
  if (rows !== from) {
    setFrom(rows)
    setShown(mergeRows(shown, rows, outcomes))
  }

  const labels = new Map(shown.map((row) => [row.id, shownLabel(row, outcomes.get(row.id))]))
  const chosen = shown.filter((row) => selected.has(row.id))
  const buyable = chosen.filter((row) => mayBuy(labels.get(row.id)!)).map((row) => row.id)
  const printable = chosen.filter((row) => hasLabel(labels.get(row.id)!)).map((row) => row.id)
  const allSelected = shown.length > 0 && chosen.length === shown.length

  const select = (id: number, on: boolean) =>
    setSelected((before) => {
      const after = new Set(before)
      if (on) after.add(id)
      else after.delete(id)
      return after
    })

  return (
    <>
      {shown.length > 0 ? (
        <LabelActions
          rowCount={shown.length}
          selectedCount={chosen.length}
          allSelected={allSelected}
          onSelectAll={(on) => setSelected(new Set(on ? shown.map((row) => row.id) : []))}
          buying={buying}
          buyable={buyable}
          printable={printable}
          busy={busy}
          onBuy={() => void buy(buyable)}
        />
      ) : null}
      <p className={styles.progress} role="status" aria-live="polite">
        {progress}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <LabelTable
          caption={caption}
          rows={shown}
          labelOf={(row) => labels.get(row.id)!}
          selected={selected}
          onSelect={select}
          withQuotes={buying}
          busy={busy}
          onBuyChosen={(id, choice) => void buy([id], choice)}
        />
      )}
    </>
  )
}
