'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { getViewer } from '@/features/auth/current-customer'
import { activeCompanyCookie } from '@/platform/session/active-company'

/**
 * Makes one of the viewer's companies the one the dashboard acts in, and opens its projects (a
 * page of the company left behind would show nothing of the new one). A company they do not belong
 * to is not a choice: the dashboard opens as it was.
 */
export async function switchCompany(form: FormData): Promise<void> {
  const viewer = await getViewer()
  if (!viewer) redirect('/auth?next=%2Fdashboard')
  const chosen = viewer.companies.find((company) => String(company.id) === String(form.get('company')))
  if (chosen) (await cookies()).set(activeCompanyCookie(chosen.id))
  redirect('/dashboard/projects')
}
