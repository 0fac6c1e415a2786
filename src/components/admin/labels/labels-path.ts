import type { LabelTab } from '@/features/labels/label-queue'

export const LABELS_PATH = '/admin/labels'

/** The Labels page's address for a tab and page; the first tab and page are the bare path. */
export function labelsHref(tab: LabelTab, page = 1): string {
  const query = new URLSearchParams()
  if (tab !== 'to-label') query.set('tab', tab)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${LABELS_PATH}?${search}` : LABELS_PATH
}
