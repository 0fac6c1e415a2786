'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { joinByDomain } from '@/collections/companies/operations/join-by-domain'
import { setJoinDomain } from '@/collections/companies/operations/join-domain-setting'
import { getActingViewer } from '@/features/auth/current-customer'
import { refusal, type Result } from '@/platform/result'
import { activeCompanyCookie } from '@/platform/session/active-company'
import { runAsCustomer } from './customer-action'

/**
 * Makes one of the viewer's companies the one the dashboard acts in, and opens its projects (a
 * page of the company left behind would show nothing of the new one). A company they do not belong
 * to is not a choice: the dashboard opens as it was.
 */
export async function switchCompany(form: FormData): Promise<void> {
  const viewer = await getActingViewer()
  if (!viewer) redirect('/auth?next=%2Fdashboard')
  const chosen = viewer.companies.find((company) => String(company.id) === String(form.get('company')))
  if (chosen) (await cookies()).set(activeCompanyCookie(chosen.id))
  redirect('/dashboard/projects')
}

const joining = z.object({ company: z.number().int().positive() })
const opening = z.object({ open: z.boolean() })
const NOT_UNDERSTOOD = refusal(400, 'That request was not understood. Reload the page and try again.')

/** Joins a company open to the viewer's email domain (see joinByDomain), then works in it. */
export async function joinCompanyAction(input: unknown): Promise<Result> {
  const parsed = joining.safeParse(input)
  if (!parsed.success) return NOT_UNDERSTOOD
  const result = await runAsCustomer(joinByDomain, parsed.data)
  if (!result.ok) return result
  ;(await cookies()).set(activeCompanyCookie(result.company))
  redirect('/dashboard/projects')
}

/** Opens the active company to colleagues at the owner's email domain, or closes it (see setJoinDomain). */
export async function setJoinDomainAction(input: unknown): Promise<Result> {
  const parsed = opening.safeParse(input)
  if (!parsed.success) return NOT_UNDERSTOOD
  const result = await runAsCustomer(setJoinDomain, parsed.data)
  if (result.ok) revalidatePath('/dashboard/members')
  return result
}
