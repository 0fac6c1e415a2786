/**
 * `npm run backup -- [--to <folder>]`: a consistent snapshot of the database and every uploaded
 * file, with a manifest of checksums, in a new folder (default backups/<time, UTC>). docs/backups.md.
 */
import path from 'node:path'

import { backupFolderName } from '../src/domain/backup-manifest'
import { writeBackup } from '../src/platform/backup/write-backup'
import { runBackupCommand } from './backup-command'
import { argument } from './cli-argument'

const folder = path.resolve(argument('to') ?? path.join('backups', backupFolderName(new Date())))
await runBackupCommand('backup', (progress) => writeBackup(folder, progress))
