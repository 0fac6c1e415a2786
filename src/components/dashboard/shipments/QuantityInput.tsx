import type { ComponentProps, ReactNode } from 'react'

import { Input } from '@/components/ui/form-controls'

type Props = { id: string; label: ReactNode } & Omit<ComponentProps<'input'>, 'id' | 'type' | 'inputMode' | 'min' | 'step' | 'className'>

/** How many of an item go in the shipment: a whole number from one, labelled for screen readers only. */
export function QuantityInput({ id, label, ...input }: Props) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input compact id={id} type="number" inputMode="numeric" min={1} step={1} className="w-16 text-center tabular-nums" {...input} />
    </>
  )
}
