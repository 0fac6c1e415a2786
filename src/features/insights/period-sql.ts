import type { sql as sqliteSql } from '@payloadcms/db-sqlite'

import type { DayPeriod } from '@/domain/day-period'
import type { Bucket } from '@/domain/insights/insights-period'
import { endOfDayInSydney, startOfDayInSydney } from '@/domain/sydney-day'

/** The statement builder `runStatement` hands over, whichever database it is. */
export type Sql = typeof sqliteSql

/** The first and last instants of a period of Sydney days, as the database compares timestamps. */
export const periodWindow = (period: DayPeriod) => ({ start: startOfDayInSydney(period.from), end: endOfDayInSydney(period.to) })

/**
 * The index of the bucket a row's `column` (a timestamp, named by our code, never by a request)
 * falls in, as one CASE over the buckets' first instants, so the database groups rows by bucket in
 * one pass. Rows before the first bucket are -1; rows after the last count in the last.
 */
export const bucketIndex = (sql: Sql, column: string, buckets: readonly Bucket[]) =>
  sql.join(
    [
      sql.raw('CASE'),
      ...buckets.map((bucket, index) => sql`WHEN ${sql.raw(column)} < ${startOfDayInSydney(bucket.from)} THEN ${sql.raw(String(index - 1))}`),
      sql.raw(`ELSE ${buckets.length - 1} END`),
    ],
    sql.raw(' '),
  )

/**
 * Each of `buckets`' totals of `value` over rows grouped by `bucketIndex` (as `bucket`): rows
 * before the first bucket count in it, as the period's first bucket is clipped to the period.
 */
export const sumsByBucket = (
  buckets: readonly Bucket[],
  rows: readonly Record<string, unknown>[],
  value: (row: Record<string, unknown>) => number,
) => {
  const sums = buckets.map(() => 0)
  for (const row of rows) {
    const index = Math.max(0, Number(row.bucket))
    sums[index] = sums[index]! + value(row)
  }
  return sums
}
