import styles from './staff-insights.module.css'

/**
 * Values over time as columns, one per step (stacked in two when `late` is given), with the first
 * and last steps named below: a quick shape of the trend, the table beside it has the figures.
 */
export function StaffColumns({ values, late, labels }: { values: number[]; late?: number[]; labels: string[] }) {
  const largest = Math.max(1, ...values.map((value, index) => value + (late?.[index] ?? 0)))
  return (
    <div>
      <div className={styles.columns}>
        {values.map((value, index) => (
          <div key={index} className={styles.column}>
            <div className={styles.bar} style={{ height: `${(Math.max(0, value) * 100) / largest}%` }} />
            {late ? (
              <div className={`${styles.bar} ${styles.barLate}`} style={{ height: `${(Math.max(0, late[index] ?? 0) * 100) / largest}%` }} />
            ) : null}
          </div>
        ))}
      </div>
      <div className={styles.axis}>
        <span>{labels[0]}</span>
        <span>{labels.at(-1)}</span>
      </div>
    </div>
  )
}

/** Named values as bars, largest first as given, each with its figure as text. */
export function StaffRanked({ rows }: { rows: { key: string; label: string; value: number; text: string }[] }) {
  const largest = Math.max(1, ...rows.map((row) => row.value))
  return (
    <ol className={styles.ranked}>
      {rows.map((row) => (
        <li key={row.key}>
          <div className={styles.rankedLine}>
            <span>{row.label}</span>
            <span>{row.text}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${Math.max(row.value > 0 ? 1 : 0, (row.value * 100) / largest)}%` }} />
          </div>
        </li>
      ))}
    </ol>
  )
}
