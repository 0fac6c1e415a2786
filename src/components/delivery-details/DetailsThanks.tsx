'use client'

import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { IconBadge } from '@/components/ui/IconBadge'
import { firstNameOf } from '@/domain/customer-name'

/** The page once the details are taken; the focus moves to its heading so a screen reader says it at once. */
export function DetailsThanks({ recipientName }: { recipientName: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const name = firstNameOf(recipientName)
  return (
    <section className="mx-auto max-w-lg rounded-3xl border border-line bg-white px-6 py-12 text-center sm:px-10">
      <IconBadge icon={CircleCheck} tone="success" centred />
      <h1 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight text-balance outline-none">
        {name ? `Thanks, ${name} — your parcel can go on its way.` : 'Thanks — your parcel can go on its way.'}
      </h1>
      <p className="mt-3 text-balance text-muted">We’ll take it from here. There’s nothing more you need to do.</p>
    </section>
  )
}
