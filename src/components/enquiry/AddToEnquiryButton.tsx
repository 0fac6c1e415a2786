'use client'

import { Check, Plus } from 'lucide-react'
import { useState } from 'react'

import { pushToDataLayer } from '@/components/analytics/data-layer'
import { addToEnquiryEvent } from '@/domain/analytics'
import { type EnquiryProductRef, type EnquiryVariantRef, useEnquiry } from './EnquiryProvider'

type Props = {
  product: EnquiryProductRef
  variant: EnquiryVariantRef | null
  className?: string
}

/** Adds the chosen product and colour to the visitor's enquiry (local or on the server). */
export function AddToEnquiryButton({ product, variant, className }: Props) {
  const { addItem, ready, customer } = useEnquiry()
  const [added, setAdded] = useState(false)
  return (
    <button
      type="button"
      // Until the store knows whether someone is signed in, it cannot tell where the item belongs.
      disabled={!ready}
      onClick={async () => {
        await addItem(product, variant)
        pushToDataLayer(addToEnquiryEvent(product, variant, customer))
        setAdded(true)
        setTimeout(() => setAdded(false), 2000)
      }}
      className={
        className ??
        'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-ink px-6 font-medium text-white hover:bg-black/80 disabled:opacity-60 sm:w-auto'
      }
    >
      {added ? <Check className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
      {added ? 'Added to enquiry' : 'Add to enquiry'}
    </button>
  )
}
