import { BackupRefusal } from '../src/platform/backup/backup-refusal'
import type { Progress } from '../src/platform/backup/progress'

/**
 * Runs `npm run backup` or `npm run restore`: progress on stdout, and on any failure one message in
 * plain words on stderr and exit code 1, so a cron job or a script notices.
 */
export async function runBackupCommand(name: 'backup' | 'restore', work: (progress: Progress) => Promise<unknown>) {
  try {
    await work((line) => console.log(line))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(error instanceof BackupRefusal ? message : `The ${name} failed: ${message}`)
    process.exit(1)
  }
  // The database and S3 clients would otherwise keep the process alive a while.
  process.exit(0)
}
