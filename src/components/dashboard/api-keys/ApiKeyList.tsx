import type { ApiKeyView } from '@/features/dashboard/api-keys'
import { ApiKeyRow } from './ApiKeyRow'

/** The company's keys, newest first, working or not; a line saying what to do when there are none. */
export function ApiKeyList({ company, keys }: { company: string; keys: ApiKeyView[] }) {
  return (
    <section aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading" className="text-base font-semibold">
        Keys of {company}
      </h2>
      {keys.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line bg-white px-5 py-6 text-sm text-muted">
          No keys yet. Create one for each system that will call the API.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
          {keys.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      )}
    </section>
  )
}
