import type { Payload } from 'payload'

import { runCallbacksAfterCommit } from './after-commit'
import { reportFailedCommits } from './failed-commits'
import { keepCountsUntilChanged } from './kept-counts'
import { waitForTheSqliteWriteLock } from './sqlite-lock-wait'
import { installTransactionGate } from './transaction-gate'

type PatchOptions = {
  /** The tables whose every change is announced to every instance; null where no change is (scripts). */
  announcedTables: ReadonlySet<string> | null
}

/**
 * Every run-time change to Payload's database adapter, in one place and in one order. Each wraps
 * the method as the one before left it, so the order is the behaviour:
 *
 * 1. failed-commits: commitTransaction throws when the database refused the COMMIT (innermost, so
 *    every wrapper above sees a refused commit as a failure). Correctness.
 * 2. sqlite-lock-wait: libSQL's transaction() and execute() wait for another process's write lock
 *    instead of failing with SQLITE_BUSY. Correctness, SQLite only.
 * 3. transaction-gate: beginTransaction waits its turn, commit and rollback hand it on. Correctness,
 *    SQLite only (one writer at a time in one process).
 * 4. after-commit: commit runs what waits on the transaction once it has ended and the gate's turn
 *    is handed on (outermost: a callback that writes must not wait for its own transaction's turn).
 *    Correctness: a cache expired before the commit is refilled with the old rows.
 * 5. kept-counts: countDistinct reuses a count until a change is announced. Speed, measured in
 *    docs/performance.md; only inside the Next.js server, where changes are announced.
 *
 * The PostgreSQL pool is wrapped differently, through the adapter's own `pg` option
 * (watched-postgres-pool.ts, passed in adapter.ts). tests/unit/adapter-patches.test.ts fails when an
 * upgrade of Payload, libSQL or pg removes what these rely on.
 */
export const patchDatabaseAdapter = (payload: Payload, { announcedTables }: PatchOptions): void => {
  reportFailedCommits(payload)
  waitForTheSqliteWriteLock(payload)
  installTransactionGate(payload)
  runCallbacksAfterCommit(payload)
  if (announcedTables) keepCountsUntilChanged(payload, announcedTables)
}
