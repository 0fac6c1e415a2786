// Whether a backup's files and a restored database are what its manifest says, in plain words,
// one line per difference, so the person restoring knows which file or table to look at.
import type { BackupFile, TableCount } from './backup-manifest'

/** What was found on disk for one of the manifest's files: its size and checksum, or null when it is not there. */
export type FoundFile = { size: number; sha256: string } | null

/** Every way the files found differ from the manifest's, by path; empty when the backup is whole. */
export function damagedFiles(expected: BackupFile[], found: Map<string, FoundFile>): string[] {
  return expected.flatMap((file) => {
    const actual = found.get(file.path)
    if (!actual) return [`${file.path} is missing`]
    if (actual.size !== file.size) return [`${file.path} has ${actual.size} bytes where the manifest says ${file.size}`]
    if (actual.sha256 !== file.sha256) return [`${file.path} does not match its checksum`]
    return []
  })
}

/** Every table whose row count differs from the manifest's, or that is missing or extra. */
export function tableDifferences(expected: TableCount[], actual: TableCount[]): string[] {
  const counted = new Map(actual.map((table) => [table.name, table.rows]))
  const listed = new Set(expected.map((table) => table.name))
  const differing = expected.flatMap(({ name, rows }) => {
    const found = counted.get(name)
    if (found === undefined) return [`table ${name} is missing`]
    return found === rows ? [] : [`table ${name} has ${found} rows where the backup had ${rows}`]
  })
  const extra = actual.filter((table) => !listed.has(table.name)).map((table) => `table ${table.name} is not in the backup`)
  return [...differing, ...extra]
}
