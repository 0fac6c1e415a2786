import { redirect } from 'next/navigation'

import { EmptyState } from '@/components/catalogue/EmptyState'
import { Pagination } from '@/components/catalogue/Pagination'
import { PROJECT_LIST_VIEW_LABELS, projectListHref, type ProjectListQuery } from '@/domain/dashboard-filters'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { getProjectPage } from '@/features/dashboard/projects'
import { ProjectCard } from './ProjectCard'
import { VisibilityTabs } from './VisibilityTabs'

/** The tabs, the page of projects and its pagination: the part of the page that waits on data. */
export async function ProjectList({ customer, query }: { customer: CustomerUser; query: ProjectListQuery }) {
  const result = await getProjectPage(customer, query)
  // A page past the end (say, after archiving the last project on it) shows the last real page.
  if (result.docs.length === 0 && result.totalPages > 0 && query.page > result.totalPages) {
    redirect(projectListHref({ ...query, page: result.totalPages }))
  }
  const view = query.visibility
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <VisibilityTabs current={query.visibility} counts={result.counts} />
        {result.totalDocs > 0 ? (
          <p className="text-sm text-muted" role="status">
            {result.totalDocs} {view} {result.totalDocs === 1 ? 'project' : 'projects'}
          </p>
        ) : null}
      </div>
      <section aria-label={`${PROJECT_LIST_VIEW_LABELS[view]} projects`} className="mt-6">
        {result.docs.length > 0 ? (
          <ul className="space-y-3">
            {result.docs.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        ) : view === 'completed' ? (
          <EmptyState title="Nothing completed yet" action={{ href: projectListHref({}), label: 'See active projects' }}>
            A project moves here once it is paid; its order then tracks production and delivery.
          </EmptyState>
        ) : view === 'archived' ? (
          <EmptyState title="Nothing archived" action={{ href: projectListHref({}), label: 'See active projects' }}>
            Archive a finished project from its page to tidy it away. It stays here, and you can restore it any time.
          </EmptyState>
        ) : (
          <EmptyState title="No projects yet" action={{ href: '/start', label: 'Start a new project' }}>
            Tell us what you’d like — tees, bottles, welcome packs — and we’ll send a proposal with mockups within one business day.
          </EmptyState>
        )}
      </section>
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(page) => projectListHref({ ...query, page })} label="Project pages" />
    </>
  )
}
