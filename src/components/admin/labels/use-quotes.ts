'use client'

import { useState } from 'react'

import { quoteShipment, type ShipmentQuotes } from './label-api'

export type QuotesShown =
  { open: false } | { open: true; loading: true } | { open: true; loading: false; rates: ShipmentQuotes | null; error: string | null }

/** A row's quotes: asked of the carriers when opened (and again on request), hidden when closed. */
export function useQuotes(shipment: number) {
  const [shown, setShown] = useState<QuotesShown>({ open: false })
  const ask = async () => {
    setShown({ open: true, loading: true })
    const answer = await quoteShipment(shipment)
    setShown(
      answer.ok
        ? { open: true, loading: false, rates: answer.rates, error: null }
        : { open: true, loading: false, rates: null, error: answer.message },
    )
  }
  const toggle = () => (shown.open ? setShown({ open: false }) : void ask())
  return { shown, toggle, ask }
}
