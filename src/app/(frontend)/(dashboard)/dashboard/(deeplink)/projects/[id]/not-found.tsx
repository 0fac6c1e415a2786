import { EmptyState } from '@/components/catalogue/EmptyState'

/** Unknown ids and other customers' projects alike: nothing here to show. */
export default function ProjectNotFound() {
  return (
    <EmptyState title="We couldn’t find that project" action={{ href: '/dashboard/projects', label: 'Back to your projects' }}>
      It may have been removed, or the link belongs to another account. Your projects are all listed on the projects page.
    </EmptyState>
  )
}
