import type { Metadata } from 'next'

import { SubmitEnquiryForm, type SubmitEnquiryContent } from '@/components/enquiry/SubmitEnquiryForm'
import { getSubmitEnquiryPage } from '@/features/catalogue/storefront-data'

export const metadata: Metadata = { title: 'Send your enquiry', robots: { index: false } }

type Props = { searchParams: Promise<{ intent?: string | string[] }> }

export default async function SubmitEnquiryPage({ searchParams }: Props) {
  const [{ intent }, page] = await Promise.all([searchParams, getSubmitEnquiryPage()])
  return <SubmitEnquiryForm content={(page?.submitEnquiry ?? {}) as SubmitEnquiryContent} intent={intent === 'general' ? 'general' : 'wishlist'} />
}
