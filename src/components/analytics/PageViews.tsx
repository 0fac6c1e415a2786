'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { useEnquiry } from '@/components/enquiry/EnquiryProvider'
import { viewEvent } from '@/domain/analytics'
import { pushToDataLayer } from './data-layer'

/** A `view` event for every address the visitor reaches, the first one included. */
export function PageViews() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const { ready, customer } = useEnquiry()
  const lastAddress = useRef<string | null>(null)

  useEffect(() => {
    // Until the store has asked who is signed in, the event could not name the customer.
    if (!ready) return
    const address = `${pathname}?${search}`
    if (address === lastAddress.current) return
    lastAddress.current = address
    pushToDataLayer(viewEvent(pathname, search, customer))
  }, [ready, pathname, search, customer])

  return null
}
