'use client'

import { Button } from '@payloadcms/ui'

import { formatUtcDay } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import { shipmentStatusLabel } from '@/domain/shipment-status'
import type { LabelRow } from '@/features/labels/label-queue'
import { LabelStateCell } from './LabelStateCell'
import { QuoteList } from './QuoteList'
import { hasLabel, mayBuy, type ShownLabel } from './row-label'
import { useQuotes } from './use-quotes'
import styles from './labels.module.css'

type LabelTableRowProps = {
  row: LabelRow
  label: ShownLabel
  selected: boolean
  onSelect: (selected: boolean) => void
  /** Rows waiting for a label offer their quotes. */
  withQuotes: boolean
  columns: number
  busy: boolean
  onBuyChosen: (choice: { carrier: string; service: string }) => void
}

const NONE = <span className={styles.muted}>—</span>

/** One shipment of the Labels page, and under it, when asked for, its quotes to buy from. */
export function LabelTableRow({ row, label, selected, onSelect, withQuotes, columns, busy, onBuyChosen }: LabelTableRowProps) {
  const { shown, toggle, ask } = useQuotes(row.id)
  const quotesId = `quotes-${row.id}`
  const service = [label.carrier, label.serviceName].filter(Boolean).join(' · ')
  return (
    <>
      <tr data-testid={`label-row-${row.id}`} data-selected={selected ? 'true' : undefined}>
        <td>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select shipment #${row.id}`}
          />
        </td>
        <th scope="row" className={styles.nowrap}>
          <a href={`/admin/collections/shipments/${row.id}`}>#{row.id}</a>
          <div className={styles.muted}>{shipmentStatusLabel(row.status)}</div>
        </th>
        <td>{row.company}</td>
        <td>
          {row.recipientName}
          <div className={styles.muted}>{row.destination}</div>
        </td>
        <td className={styles.nowrap}>{row.inHandsBy ? formatUtcDay(row.inHandsBy) : NONE}</td>
        <td className={styles.number}>{row.units}</td>
        <td>
          <LabelStateCell label={label} />
        </td>
        <td data-testid="service">{service || NONE}</td>
        <td className={styles.number}>{hasLabel(label) && row.postageCost !== null ? formatCents(row.postageCost) : NONE}</td>
        <td className={styles.tracking} data-testid="tracking-number">
          {label.trackingNumber ?? NONE}
        </td>
        <td data-testid="manifest">
          {row.manifest ? `Manifested${row.manifest.manifestId ? ` (${row.manifest.manifestId})` : ''}` : hasLabel(label) ? 'Not yet' : NONE}
        </td>
        {withQuotes ? (
          <td>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={!shown.open && !mayBuy(label)}
              aria-label={`${shown.open ? 'Hide quotes' : 'Quotes'} for shipment #${row.id}`}
              extraButtonProps={{ 'aria-expanded': shown.open, 'aria-controls': shown.open ? quotesId : undefined }}
              onClick={toggle}
            >
              {shown.open ? 'Hide quotes' : 'Quotes'}
            </Button>
          </td>
        ) : null}
      </tr>
      {withQuotes && shown.open ? (
        <tr className={styles.quotes} id={quotesId}>
          <td colSpan={columns}>
            {shown.loading ? (
              <p role="status">Asking the carriers for quotes…</p>
            ) : (
              <>
                {shown.error ? (
                  <p className={styles.error} role="alert">
                    {shown.error}
                  </p>
                ) : null}
                {shown.rates ? (
                  <QuoteList shipment={row.id} inHandsBy={row.inHandsBy} rates={shown.rates} busy={busy || !mayBuy(label)} onBuy={onBuyChosen} />
                ) : null}
                <Button buttonStyle="subtle" size="small" margin={false} onClick={() => void ask()}>
                  Ask again
                </Button>
              </>
            )}
          </td>
        </tr>
      ) : null}
    </>
  )
}
