import type { Payload } from 'payload'

import type { DayPeriod } from '@/domain/day-period'
import type { Bucket } from '@/domain/insights/insights-period'
import { sizeCurves, type SizeCurve } from '@/domain/insights/links'
import { SIZE_GROUPS } from '@/domain/sizes'
import { runStatement } from '@/platform/database/run-statement'
import { bucketIndex, periodWindow } from './period-sql'

/** One bucket of a company's recipient links: people invited, how many of them answered, and answers from anyone. */
export type LinkBucket = { invited: number; answered: number; responses: number }

export type LinkFigures = { byBucket: LinkBucket[]; sizes: SizeCurve[] }

/**
 * The company's recipient links in `period`, counted by the database: invitations by the day they
 * were made and whether they were answered since, answers by the day they came (from invitations
 * and open links alike), and the sizes those answers chose.
 */
export async function linkFigures(payload: Payload, company: number, period: DayPeriod, buckets: readonly Bucket[]): Promise<LinkFigures> {
  const { start, end } = periodWindow(period)
  const [invitations, responses, choices] = await Promise.all([
    runStatement(
      { payload },
      (sql) => sql`SELECT ${bucketIndex(sql, 'i.created_at', buckets)} AS bucket, COUNT(*) AS invited, COUNT(i.answered_at) AS answered
        FROM recipient_invitations i
        WHERE i.company_id = ${company} AND i.created_at >= ${start} AND i.created_at <= ${end}
        GROUP BY 1`,
    ),
    runStatement(
      { payload },
      (sql) => sql`SELECT ${bucketIndex(sql, 'r.created_at', buckets)} AS bucket, COUNT(*) AS responses
        FROM recipient_responses r
        WHERE r.company_id = ${company} AND r.created_at >= ${start} AND r.created_at <= ${end}
        GROUP BY 1`,
    ),
    runStatement(
      { payload },
      (sql) => sql`SELECT s."group" AS size_group, o.label AS size, o.short_label AS short_label, o."order" AS position, COUNT(*) AS count
        FROM recipient_responses r
        JOIN recipient_responses_sizes s ON s._parent_id = r.id
        JOIN sizing_options o ON o.id = s.sizing_option_id
        WHERE r.company_id = ${company} AND r.created_at >= ${start} AND r.created_at <= ${end}
        GROUP BY s."group", o.id, o.label, o.short_label, o."order"`,
    ),
  ])

  const byBucket = buckets.map(() => ({ invited: 0, answered: 0, responses: 0 }))
  for (const row of invitations) {
    const into = byBucket[Math.max(0, Number(row.bucket))]!
    into.invited += Number(row.invited ?? 0)
    into.answered += Number(row.answered ?? 0)
  }
  for (const row of responses) byBucket[Math.max(0, Number(row.bucket))]!.responses += Number(row.responses ?? 0)

  return {
    byBucket,
    sizes: sizeCurves(
      choices.flatMap((row) => {
        const group = SIZE_GROUPS.find((name) => name === row.size_group)
        return group
          ? [
              {
                group,
                size: String(row.size),
                shortLabel: String(row.short_label),
                position: Number(row.position ?? 0),
                count: Number(row.count ?? 0),
              },
            ]
          : []
      }),
    ),
  }
}
