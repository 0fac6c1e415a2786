import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { VerifyEmailScreen } from '@/components/auth/VerifyEmailScreen'
import { getViewer } from '@/features/auth/current-customer'

export const metadata: Metadata = { title: 'Verify your email' }

/** /auth/verify?token=…: the link in the verification email (Payload's verifyEmail confirms it). */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams
  if (typeof token !== 'string' || !token) redirect('/auth')
  return <VerifyEmailScreen token={token} signedIn={Boolean(await getViewer())} />
}
