import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { authHref, type AuthView } from '@/components/auth/auth-links'
import { AuthCard } from '@/components/auth/AuthCard'
import { AuthTabs } from '@/components/auth/AuthTabs'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { LoginForm } from '@/components/auth/LoginForm'
import { SignupForm } from '@/components/auth/SignupForm'
import { safeReturnPath } from '@/domain/return-path'
import { getViewer } from '@/features/auth/current-customer'

export const metadata: Metadata = { title: 'Log in or create an account' }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const copy: Record<AuthView, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Log in to follow your projects, approve artwork and send swag from the warehouse.' },
  signup: { title: 'Create your account', description: 'Quotes, proofs, stock and shipments for your team’s merchandise, in one place.' },
  forgot: { title: 'Forgot your password?', description: 'Enter the email of your account and we will send you a link to choose a new one.' },
}

/** /auth: log in and sign up on one screen, and forgot password; signed-in visitors go on to the dashboard. */
export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const next = typeof params.next === 'string' ? params.next : undefined
  if (await getViewer()) redirect(safeReturnPath(next))
  const view: AuthView = params.view === 'signup' || params.view === 'forgot' ? params.view : 'login'
  const { title, description } = copy[view]
  const returning = next !== undefined && safeReturnPath(next) === next
  return (
    <AuthCard
      title={title}
      description={returning && view === 'login' ? 'Log in to continue to your dashboard.' : description}
      above={view === 'forgot' ? undefined : <AuthTabs current={view} next={next} />}
    >
      {view === 'login' ? <LoginForm next={next} /> : null}
      {view === 'signup' ? <SignupForm next={next} /> : null}
      {view === 'forgot' ? (
        <div className="space-y-5">
          <ForgotPasswordForm next={next} />
          <p className="text-center text-sm text-muted">
            Remembered it?{' '}
            <Link href={authHref('login', next)} className="font-medium text-ink underline underline-offset-4">
              Log in
            </Link>
          </p>
        </div>
      ) : null}
    </AuthCard>
  )
}
