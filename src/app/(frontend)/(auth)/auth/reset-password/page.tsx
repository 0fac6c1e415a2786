import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { customerByResetToken } from '@/collections/customers/reset-token'
import { ResetPasswordScreen } from '@/components/auth/ResetPasswordScreen'
import { linkToken } from '@/domain/account-input'
import { getViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'

export const metadata: Metadata = { title: 'Choose a password' }

/**
 * /auth/reset-password?token=…: the emailed link. Without a token it goes to /auth, a
 * signed-in customer to the dashboard. For an account made by an enquiry it is "set your password".
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams
  if (typeof token !== 'string' || !token) redirect('/auth')
  if (await getViewer()) redirect('/dashboard')
  const holder = linkToken.safeParse(token).success ? await customerByResetToken(await payloadClient(), token) : null
  return <ResetPasswordScreen token={token} target={holder ? { email: holder.email, activating: holder.isActive === false } : null} />
}
