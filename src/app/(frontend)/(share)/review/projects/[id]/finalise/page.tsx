import type { Metadata } from 'next'

import { FinaliseForm } from '@/components/review/FinaliseForm'
import { LinkUsed } from '@/components/review/LinkUsed'
import { ProposalLines } from '@/components/review/ProposalLines'
import { ReviewHeading } from '@/components/review/ReviewHeading'
import { COUNTRY_OPTIONS } from '@/domain/countries'
import { calendarDateInAustralia } from '@/domain/business-days'
import { subtotal } from '@/domain/pricing'
import { FINALISE_STATUSES } from '@/domain/review-statuses'
import { mockupUrl, reviewProject, sizeOptions } from '@/features/review/review-project'
import { guardSharePage } from '@/features/review/share-guard'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { submitFinalisation } from '@/features/review/finalise-actions'

export const metadata: Metadata = { title: 'Finalise your project' }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ key?: string | string[] }> }

/** /review/projects/{id}/finalise?key=… — a reviewer settles packing, sizes and shipping. */
export default async function FinalisePage({ params, searchParams }: Props) {
  const [{ id }, { key }] = await Promise.all([params, searchParams])
  const { doc, applies } = await guardSharePage('projects', id, key, FINALISE_STATUSES)
  if (!applies) return <LinkUsed contact={(await getSiteSettings()).supplier} />
  const shareKey = key as string
  const [{ project, customer, lines, leadTimeDays }, options] = await Promise.all([reviewProject(doc.id), sizeOptions()])
  return (
    <>
      <ReviewHeading eyebrow="Finalise your project" title={project.name}>
        {customer.company ? `Prepared for ${customer.company.replace(/\.$/, '')}. ` : ''}Check the items, choose sizes and where it all goes, then
        confirm. You can’t be charged from this page.
      </ReviewHeading>
      <div className="space-y-5">
        <ProposalLines
          lines={lines.map((line) => ({ ...line, mockupUrl: line.hasMockup ? mockupUrl(doc.id, line.id, shareKey) : null }))}
          subtotal={subtotal(lines)}
          footnote="Prices exclude GST. Shipping is quoted once we know where the order goes."
        />
        <FinaliseForm
          lines={lines}
          sizeOptions={options}
          countries={COUNTRY_OPTIONS}
          today={calendarDateInAustralia(new Date())}
          leadTimeDays={leadTimeDays}
          initial={{
            packingType: project.packingType ?? 'individual_items',
            numberOfPacks: project.numberOfPacks ?? null,
            country: project.country || 'AU',
          }}
          action={submitFinalisation.bind(null, id, shareKey)}
        />
      </div>
    </>
  )
}
