'use client'

import { Button } from '@payloadcms/ui'

import { CARRIER_LABELS } from '@/domain/delivery/carriers'
import { formatDateTime, formatUtcDay } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { ShipmentQuotes } from './label-api'
import styles from './labels.module.css'

type QuoteListProps = {
  shipment: number
  /** The shipment's in-hands day, YYYY-MM-DD, if it has one. */
  inHandsBy: string | null
  rates: ShipmentQuotes
  /** A purchase is running on the page: no second one from here. */
  busy: boolean
  onBuy: (choice: { carrier: string; service: string }) => void
}

/** A shipment's quotes, in the order a purchase tries them, each with a button to buy that service's label. */
export function QuoteList({ shipment, inHandsBy, rates, busy, onBuy }: QuoteListProps) {
  return (
    <>
      {rates.quotes.length === 0 ? (
        <p>No carrier offered a service for this parcel.</p>
      ) : (
        <table className={styles.quoteTable}>
          <caption className={styles.visuallyHidden}>
            Quotes for shipment #{shipment}, {formatDateTime(rates.quotedAt)}. The first is what Buy labels buys.
          </caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Carrier</th>
              <th scope="col" className={styles.number}>
                Price
              </th>
              <th scope="col">Estimated delivery</th>
              <th scope="col">{inHandsBy ? `By ${formatUtcDay(inHandsBy)}` : 'In-hands day'}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Buy</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.quotes.map((quote) => {
              const carrier = CARRIER_LABELS[quote.carrier] ?? quote.carrier
              return (
                <tr key={`${quote.carrier}-${quote.service}`}>
                  <td>{quote.serviceName}</td>
                  <td>{carrier}</td>
                  <td className={styles.number}>{formatCents(quote.priceCents)}</td>
                  <td className={styles.nowrap}>{quote.estimatedDelivery ? formatUtcDay(quote.estimatedDelivery) : 'No estimate'}</td>
                  <td>
                    {inHandsBy ? <span className={quote.onTime ? styles.onTime : styles.late}>{quote.onTime ? 'On time' : 'Late'}</span> : 'None set'}
                  </td>
                  <td>
                    <Button
                      buttonStyle="secondary"
                      size="small"
                      margin={false}
                      disabled={busy}
                      aria-label={`Buy this: ${carrier} ${quote.serviceName} for shipment #${shipment}`}
                      onClick={() => onBuy({ carrier: quote.carrier, service: quote.service })}
                    >
                      Buy this
                    </Button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {rates.problems.length > 0 ? (
        <ul className={styles.problem} aria-label="Carriers that gave no quote">
          {rates.problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
