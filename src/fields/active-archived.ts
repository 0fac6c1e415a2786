/** Products and projects are either in use or put away; the same two words everywhere. */
export const activeArchivedOptions = [
  { label: 'Active', value: 'active' },
  { label: 'Archived', value: 'archived' },
]
