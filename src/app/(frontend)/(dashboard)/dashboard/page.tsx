import { redirect } from 'next/navigation'

import { requireViewer } from '@/lib/current-customer'

export default async function DashboardIndexPage() {
  await requireViewer('/dashboard')
  redirect('/dashboard/projects')
}
