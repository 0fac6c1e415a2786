import type { Metadata } from 'next'
import { Suspense } from 'react'

import { BackLink } from '@/components/dashboard/BackLink'
import { CreateShipmentFlow } from '@/components/dashboard/shipments/CreateShipmentFlow'
import { ListSkeleton } from '@/components/ui/Skeleton'
import { requireViewer } from '@/features/auth/current-customer'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { getAddressBook } from '@/collections/shipments/address-book'
import { payloadClient } from '@/payload-client'

export const metadata: Metadata = { title: 'Create a shipment' }

async function Flow({ customer }: { customer: CustomerUser }) {
  return <CreateShipmentFlow addressBook={await getAddressBook(await payloadClient(), customer)} />
}

export default async function CreateShipmentPage() {
  const { customer } = await requireViewer('/dashboard/shipments/create')
  return (
    <>
      <BackLink href="/dashboard/shipments">Shipments</BackLink>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">Create a shipment</h1>
      <div className="mt-8">
        <Suspense fallback={<ListSkeleton label="Loading your address book…" rows={3} />}>
          <Flow customer={customer} />
        </Suspense>
      </div>
    </>
  )
}
