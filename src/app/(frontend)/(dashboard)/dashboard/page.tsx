import { redirect } from 'next/navigation'

import { requireViewer } from '@/features/auth/current-customer'

export default async function DashboardIndexPage() {
  await requireViewer('/dashboard')
  redirect('/dashboard/projects')
}
