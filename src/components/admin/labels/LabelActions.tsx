'use client'

import { Button } from '@payloadcms/ui'

import { printLabelsUrl } from './label-api'
import styles from './labels.module.css'

type LabelActionsProps = {
  rowCount: number
  selectedCount: number
  allSelected: boolean
  onSelectAll: (selected: boolean) => void
  /** Whether labels are bought from this tab (the labelled tab has nothing to buy). */
  buying: boolean
  /** The selected rows a label may be bought for, and the selected rows with a label. */
  buyable: readonly number[]
  printable: readonly number[]
  busy: boolean
  onBuy: () => void
}

const count = (ids: readonly number[]) => (ids.length > 0 ? ` (${ids.length})` : '')

/** What can be done with the selected rows: buy their labels, print them; and selecting the whole page. */
export function LabelActions({ rowCount, selectedCount, allSelected, onSelectAll, buying, buyable, printable, busy, onBuy }: LabelActionsProps) {
  const buyReason = busy
    ? 'Labels are being bought.'
    : selectedCount === 0
      ? 'Select shipments to buy their labels.'
      : buyable.length === 0
        ? 'Every selected shipment has its label, or one is being bought.'
        : null
  const printReason =
    selectedCount === 0
      ? 'Select shipments with labels to print them.'
      : printable.length === 0
        ? 'None of the selected shipments has a label yet.'
        : null
  const print = () => window.open(printLabelsUrl(printable), '_blank', 'noopener')
  return (
    <>
      <div className={styles.toolbar}>
        <Button buttonStyle="secondary" size="small" margin={false} disabled={rowCount === 0} onClick={() => onSelectAll(!allSelected)}>
          {allSelected ? 'Clear selection' : 'Select all on this page'}
        </Button>
        {buying ? (
          <Button
            buttonStyle="primary"
            size="small"
            margin={false}
            disabled={buyReason !== null}
            extraButtonProps={{ 'aria-describedby': buyReason ? 'buy-labels-reason' : undefined }}
            onClick={onBuy}
          >
            {`Buy labels${count(buyable)}`}
          </Button>
        ) : null}
        <Button
          buttonStyle={buying ? 'secondary' : 'primary'}
          size="small"
          margin={false}
          disabled={printReason !== null}
          extraButtonProps={{ 'aria-describedby': printReason ? 'print-labels-reason' : undefined }}
          onClick={print}
        >
          {`Print labels${count(printable)}`}
        </Button>
        <span className={styles.selected}>{selectedCount === 0 ? 'None selected' : `${selectedCount} selected`}</span>
      </div>
      <ul className={styles.reasons}>
        {buying && buyReason ? <li id="buy-labels-reason">Buy labels: {buyReason}</li> : null}
        {printReason ? <li id="print-labels-reason">Print labels: {printReason}</li> : null}
      </ul>
    </>
  )
}
