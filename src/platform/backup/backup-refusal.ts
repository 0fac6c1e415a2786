/**
 * A backup or restore that stopped before writing anything, for a reason the person running it can
 * fix (a damaged backup, a target that is not empty). Its message is shown as it is.
 */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal'
}
