'use client'

import { AddressFields } from '@/components/address/AddressFields'
import { countryName } from '@/domain/address'

/**
 * The address lines a recipient may correct, named as the server names them (`address1`, …). Who
 * they are and their country stay as the sender entered them, so the country is shown, not asked.
 */
export function DeliveryAddressFields({ country, sender }: { country: string; sender: string }) {
  return (
    <div className="grid gap-4">
      <AddressFields prefix="" country={country} linesOnly />
      <div>
        <p className="text-sm font-medium">Country</p>
        <p className="mt-1.5 text-[15px]">{countryName(country)}</p>
        <p className="mt-1.5 text-xs text-muted">The country can’t be changed here. If it’s wrong, ask {sender} to change it.</p>
      </div>
    </div>
  )
}
