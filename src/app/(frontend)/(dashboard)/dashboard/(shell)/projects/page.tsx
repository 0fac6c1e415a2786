import type { Metadata } from 'next'
import { Suspense } from 'react'

import { JoinableCompanies } from '@/components/dashboard/companies/JoinableCompanies'
import { ProjectList } from '@/components/dashboard/projects/ProjectList'
import { ProjectListSkeleton } from '@/components/dashboard/projects/ProjectListSkeleton'
import { PageHeader } from '@/components/ui/PageHeader'
import { parseProjectListQuery, projectListHref, type SearchParams } from '@/domain/dashboard-filters'
import { requireViewer } from '@/features/auth/current-customer'

export const metadata: Metadata = { title: 'Projects' }

/**
 * The guard runs before anything streams, so an anonymous visitor gets a real 307 to /auth (a
 * route-level loading.tsx would send a 200 and redirect with a meta refresh); only the list
 * waits behind the skeleton.
 */
export default async function ProjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseProjectListQuery(await searchParams)
  const { customer } = await requireViewer(projectListHref(query))
  return (
    <>
      <PageHeader title="Projects" description="Follow each project from proposal to payment." />
      {/* Streams in beside the list rather than holding it up. */}
      <Suspense fallback={null}>
        <JoinableCompanies customer={customer} />
      </Suspense>
      <Suspense key={projectListHref(query)} fallback={<ProjectListSkeleton />}>
        <ProjectList customer={customer} query={query} />
      </Suspense>
    </>
  )
}
