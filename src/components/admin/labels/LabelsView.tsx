import type { AdminViewServerProps } from 'payload'

import { isStaff } from '@/access/roles'
import { AdminPage } from '@/components/admin/AdminPage'
import { parsePageNumber } from '@/domain/dashboard-filters'
import { isLabelTab, readLabelQueue, type LabelQueue } from '@/features/labels/label-queue'
import { LabelPager } from './LabelPager'
import { LabelTabs, TAB_NAMES } from './LabelTabs'
import { LabelWorkbench } from './LabelWorkbench'
import { ManifestActions } from './ManifestActions'
import styles from './labels.module.css'

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const emptyMessage = ({ tab, page }: LabelQueue) =>
  page > 1
    ? `There is nothing on page ${page}: the list is shorter now.`
    : tab === 'to-label'
      ? 'Every requested shipment has its label.'
      : 'No labels have been bought yet. They appear here once bought on To label.'

/**
 * /admin/labels: staff buy the labels of the shipments waiting for one (in batches, or from a
 * shipment's quotes), print the labels of the ones selected as one PDF, and hand each carrier the
 * day's labelled parcels on a manifest. Everything is done through the label endpoints
 * (collections/shipments/endpoints/), so the page itself only reads.
 */
export async function LabelsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const asked = one(searchParams?.tab)
  const queue = isStaff(req.user)
    ? await readLabelQueue(req.payload, isLabelTab(asked) ? asked : 'to-label', parsePageNumber(one(searchParams?.page)))
    : null
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>Labels</h1>
      {!queue ? (
        <p>Only staff can buy and print shipping labels.</p>
      ) : (
        <>
          <p className={styles.intro}>
            Buy the labels of requested shipments, print them, and manifest the day’s parcels with each carrier. Postage is in AUD including GST.
          </p>
          <ManifestActions toManifest={queue.toManifest} />
          <LabelTabs tab={queue.tab} counts={queue.counts} />
          <LabelWorkbench
            key={`${queue.tab}-${queue.page}`}
            rows={queue.rows}
            caption={`${TAB_NAMES[queue.tab]}, page ${queue.page} of ${queue.totalPages}`}
            buying={queue.tab === 'to-label'}
            emptyMessage={emptyMessage(queue)}
          />
          <LabelPager tab={queue.tab} page={queue.page} totalPages={queue.totalPages} />
        </>
      )}
    </AdminPage>
  )
}
