'use client'

import { useEffect, useRef } from 'react'

import { pushToDataLayer } from '@/components/analytics/data-layer'
import { useEnquiry } from '@/components/enquiry/EnquiryProvider'
import { searchEvent } from '@/domain/analytics'

/** A `search` event for each results page a visitor sees: the term and how many products it found. */
export function SearchTracker({ term, resultCount }: { term: string; resultCount: number }) {
  const { ready, customer } = useEnquiry()
  const sent = useRef<string | null>(null)

  useEffect(() => {
    // Until the store knows who is signed in, the event could not name the customer.
    if (!ready) return
    const key = `${term}\n${resultCount}`
    if (sent.current === key) return
    sent.current = key
    pushToDataLayer(searchEvent(term, resultCount, customer))
  }, [ready, term, resultCount, customer])

  return null
}
