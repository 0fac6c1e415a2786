'use client'

import { Search } from 'lucide-react'
import { useDeferredValue, useState } from 'react'

import type { AddressBookEntry } from '@/collections/shipments/address-book'

/** Enough to scroll through; the search narrows longer books. */
const SHOWN = 100

const matches = (entry: AddressBookEntry, words: string[]) => {
  const text = `${entry.name} ${entry.company ?? ''} ${entry.email ?? ''} ${entry.address}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

/** The address book as a searchable checklist: one recipient, or several for one shipment each. */
export function AddressBookPicker({
  entries,
  chosen,
  onToggle,
  onChooseOnly,
}: {
  entries: AddressBookEntry[]
  chosen: Set<number>
  onToggle: (id: number) => void
  onChooseOnly: (ids: number[]) => void
}) {
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const words = deferred.toLowerCase().split(/\s+/).filter(Boolean)
  const found = words.length > 0 ? entries.filter((entry) => matches(entry, words)) : entries
  const shown = found.slice(0, SHOWN)

  if (entries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white px-5 py-8 text-center text-sm text-muted">
        Your address book is empty. Add a recipient or import a CSV file.
      </p>
    )
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="relative min-w-0 flex-1 basis-56">
          <span className="sr-only">Search the address book</span>
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by name, company or address"
            className="block w-full rounded-full border border-line bg-white py-2.5 pr-4 pl-10 text-sm outline-none focus:border-ink focus:ring-2 focus:ring-ink/10"
          />
        </label>
        {chosen.size > 0 ? (
          <button
            type="button"
            onClick={() => onChooseOnly([])}
            className="text-sm font-medium text-muted underline-offset-4 hover:text-ink hover:underline"
          >
            Clear choice ({chosen.size})
          </button>
        ) : null}
      </div>
      <fieldset>
        <legend className="sr-only">Recipients</legend>
        <ul className="max-h-[28rem] divide-y divide-line overflow-y-auto rounded-2xl border border-line bg-white">
          {shown.map((entry) => (
            <li key={entry.id}>
              <label className={`flex cursor-pointer items-start gap-3 px-4 py-3 hover:bg-paper ${chosen.has(entry.id) ? 'bg-sand/50' : ''}`}>
                <input
                  type="checkbox"
                  checked={chosen.has(entry.id)}
                  onChange={() => onToggle(entry.id)}
                  className="mt-1 size-4 shrink-0 accent-ink"
                />
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{entry.name}</span>
                  {entry.company ? <span className="text-muted"> · {entry.company}</span> : null}
                  <span className="block text-muted">{entry.address}</span>
                </span>
              </label>
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="px-4 py-6 text-center text-sm text-muted">No one in your address book matches “{deferred}”.</li>
          ) : null}
        </ul>
      </fieldset>
      {found.length > shown.length ? (
        <p className="text-xs text-muted">
          Showing {shown.length} of {found.length}. Search to find the others.
        </p>
      ) : null}
    </div>
  )
}
