import { ShieldCheck } from 'lucide-react'
import type { Metadata } from 'next'
import { type ReactNode, Suspense } from 'react'

import { FormAlert } from '@/components/auth/FormAlert'
import { PageHeader } from '@/components/ui/PageHeader'
import { CONFIRM_EMAIL_PARAM, pendingEmailChange } from '@/features/auth/email-change'
import { requireViewer } from '@/features/auth/current-customer'
import type { Viewer } from '@/collections/customers/customer-user'
import { payloadClient } from '@/payload-client'
import { AccountSettingsSkeleton } from './AccountSettingsSkeleton'
import { ConfirmEmailChange } from './ConfirmEmailChange'
import { EmailForm } from './EmailForm'
import { PasswordForm } from './PasswordForm'
import { ProfileForm } from './ProfileForm'

export const metadata: Metadata = { title: 'Account settings' }

function SettingsSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] lg:gap-10">
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  )
}

function StaffNotice({ name }: { name: string }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-dashed border-line bg-white p-5 text-sm text-muted">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{`Only ${name} can change this: it needs their current password. They can also reset it from the login page.`}</p>
    </div>
  )
}

/**
 * Account settings: name, company and phone; email, re-verified; password. The guard
 * runs before anything streams, so a visitor gets a real 307 to /auth.
 */
export default async function AccountSettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams
  const confirmToken = typeof params[CONFIRM_EMAIL_PARAM] === 'string' ? params[CONFIRM_EMAIL_PARAM] : undefined
  const viewer = await requireViewer(
    confirmToken ? `/dashboard/account-settings?${CONFIRM_EMAIL_PARAM}=${encodeURIComponent(confirmToken)}` : '/dashboard/account-settings',
  )
  return (
    <>
      <PageHeader title="Account settings" description="Your details, the email you log in with, and your password." />
      <Suspense fallback={<AccountSettingsSkeleton />}>
        <AccountSettings viewer={viewer} confirmToken={confirmToken} emailChanged={Boolean(params['email-changed'])} />
      </Suspense>
    </>
  )
}

async function AccountSettings({ viewer, confirmToken, emailChanged }: { viewer: Viewer; confirmToken?: string; emailChanged: boolean }) {
  const payload = await payloadClient()
  const customer = await payload.findByID({
    collection: 'customers',
    id: viewer.customer.id,
    user: viewer.customer,
    overrideAccess: false,
    depth: 0,
    select: { email: true, firstName: true, lastName: true, company: true, phone: true },
  })
  const pending = confirmToken && !viewer.staff ? pendingEmailChange(confirmToken, customer) : null
  const name = customer.firstName || 'the customer'
  return (
    <div className="mt-8 space-y-10">
      {emailChanged ? (
        <FormAlert tone="success">
          <p>{`Your email address is now ${customer.email}. Use it the next time you log in.`}</p>
        </FormAlert>
      ) : null}
      {confirmToken && !pending && !viewer.staff ? (
        <FormAlert tone="error">
          <p>This confirmation link has expired or has been used already. To change your email, ask for a new link below.</p>
        </FormAlert>
      ) : null}
      {pending ? <ConfirmEmailChange token={confirmToken!} from={pending.from} to={pending.to} /> : null}
      <SettingsSection title="Your details" description="Shown on proposals and invoices, and how our team reaches you about an order.">
        <ProfileForm customer={customer} />
      </SettingsSection>
      <SettingsSection
        title="Email address"
        description="You log in with it, and proofs and updates go to it. A new address has to be confirmed before it is used."
      >
        {viewer.staff ? <StaffNotice name={name} /> : <EmailForm email={customer.email} />}
      </SettingsSection>
      <SettingsSection title="Password" description="Changing it logs out every other device signed in to your account.">
        {viewer.staff ? <StaffNotice name={name} /> : <PasswordForm email={customer.email} />}
      </SettingsSection>
    </div>
  )
}
