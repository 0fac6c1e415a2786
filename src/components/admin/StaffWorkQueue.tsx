import type { ServerProps } from 'payload'

import { staffWorkQueues } from '@/features/admin/staff-work-queue'
import styles from './work-queue.module.css'

/** The admin dashboard's first screen: everything waiting on staff, each entry a link to its document. */
export async function StaffWorkQueue({ payload }: ServerProps) {
  const queues = await staffWorkQueues(payload)
  return (
    <section className={styles.queue} aria-labelledby="work-queue-heading">
      <h2 id="work-queue-heading">Waiting on you</h2>
      <div className={styles.grid}>
        {queues.map((queue) => (
          <article key={queue.key} className={`card ${styles.card}`} aria-labelledby={`queue-${queue.key}`}>
            <header className={styles.header}>
              <h3 id={`queue-${queue.key}`}>{queue.heading}</h3>
              <span className={queue.total ? styles.countBusy : styles.count}>{queue.total}</span>
            </header>
            {queue.newToday !== undefined ? (
              <p className={styles.today}>{queue.newToday ? `${queue.newToday} new today` : 'None new today'}</p>
            ) : null}
            {queue.entries.length ? (
              <ul className={styles.entries}>
                {queue.entries.map((entry) => (
                  <li key={entry.id}>
                    <a href={`/admin/collections/${queue.collection}/${entry.id}`}>{entry.title}</a>
                    <span>{entry.detail}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{queue.empty}</p>
            )}
            {queue.total > queue.entries.length ? (
              <a className={styles.all} href={queue.listHref}>
                All {queue.total}
              </a>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  )
}
