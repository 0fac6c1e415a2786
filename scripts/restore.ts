/**
 * `npm run restore -- --from <folder>`: checks a backup against its checksums, then restores it into
 * the configured database and upload folder or bucket, which must be empty. docs/backups.md.
 */
import path from 'node:path'

import { restoreBackup } from '../src/platform/backup/restore-backup'
import { runBackupCommand } from './backup-command'
import { argument } from './cli-argument'

const from = argument('from')
if (!from) {
  console.error('Say which backup to restore: npm run restore -- --from backups/<folder>')
  process.exit(1)
}
await runBackupCommand('restore', (progress) => restoreBackup(path.resolve(from), progress))
