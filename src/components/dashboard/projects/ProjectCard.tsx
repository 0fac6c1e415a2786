import { ChevronRight } from 'lucide-react'
import Link from 'next/link'

import { StatusBadge } from '@/components/ui/StatusBadge'
import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { ProjectSummary } from '@/features/dashboard/projects'
import { PreviewStack } from './Picture'
import { StatusProgressBar } from './StatusProgress'

/** One project in the list; the whole card opens the project. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const items = `${project.lineItemCount} ${project.lineItemCount === 1 ? 'item' : 'items'}`
  return (
    <li className="group relative rounded-2xl border border-line bg-white p-4 transition-shadow hover:border-ink/20 hover:shadow-sm focus-within:ring-2 focus-within:ring-accent sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:gap-6">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <div className="shrink-0 sm:hidden">
            <PreviewStack previews={project.previews.slice(0, 1)} total={Math.min(project.lineItemCount, 1)} />
          </div>
          {/* Room for three thumbnails, so the names line up down the list. */}
          <div className="hidden w-[7.25rem] shrink-0 sm:block">
            <PreviewStack previews={project.previews} total={project.lineItemCount} />
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <h2 className="truncate text-base font-semibold">
                <Link href={`/dashboard/projects/${project.id}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                  {project.name}
                </Link>
              </h2>
              <StatusBadge status={project.status} />
            </div>
            <p className="mt-1 text-sm text-muted">
              Created <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
              {project.createdBy ? ` by ${project.createdBy}` : null}
              <span aria-hidden> · </span>
              {items}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-6 md:w-80 md:shrink-0">
          <StatusProgressBar status={project.status} className="flex-1" />
          <div className="text-right">
            <p className="text-xs text-muted">Subtotal</p>
            <p className="font-semibold tabular-nums">{formatCents(project.subtotalPrice)}</p>
          </div>
          <ChevronRight className="hidden size-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 md:block" aria-hidden />
        </div>
      </div>
    </li>
  )
}
