'use client'

import { BookUser, FileSpreadsheet, UserPlus } from 'lucide-react'
import { useState } from 'react'

import type { AddressBookEntry } from '@/collections/shipments/address-book'
import { AddressBookPicker } from './AddressBookPicker'
import { CsvImport } from './CsvImport'
import { Notice } from '@/components/ui/Notice'
import { RecipientForm } from './RecipientForm'

type Mode = 'book' | 'new' | 'csv'

const MODES: { id: Mode; label: string; Icon: typeof BookUser }[] = [
  { id: 'book', label: 'Address book', Icon: BookUser },
  { id: 'new', label: 'New address', Icon: UserPlus },
  { id: 'csv', label: 'Import CSV', Icon: FileSpreadsheet },
]

/** Step 2: who gets a shipment — from the address book, a new address, or a CSV of many. */
export function RecipientStep({
  book,
  chosen,
  onToggle,
  onChooseOnly,
  onAdded,
}: {
  book: AddressBookEntry[]
  chosen: Set<number>
  onToggle: (id: number) => void
  onChooseOnly: (ids: number[]) => void
  onAdded: (entries: AddressBookEntry[]) => void
}) {
  const [mode, setMode] = useState<Mode>(book.length > 0 ? 'book' : 'new')
  const [added, setAdded] = useState<string | null>(null)

  const select = (next: Mode) => {
    setMode(next)
    setAdded(null)
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = MODES.findIndex((entry) => entry.id === mode)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = MODES[(index + step + MODES.length) % MODES.length]!.id
    select(next)
    document.getElementById(`recipient-tab-${next}`)?.focus()
  }

  return (
    <div className="space-y-5">
      <div
        role="tablist"
        aria-label="How to choose recipients"
        className="grid w-full grid-cols-3 gap-1 rounded-full bg-sand p-1 sm:inline-flex sm:w-auto"
        onKeyDown={onKeyDown}
      >
        {MODES.map(({ id, label, Icon }) => (
          <button
            key={id}
            id={`recipient-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={mode === id}
            aria-controls={`recipient-panel-${id}`}
            tabIndex={mode === id ? 0 : -1}
            onClick={() => select(id)}
            className={`inline-flex items-center justify-center gap-2 rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap sm:px-3.5 ${mode === id ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
          >
            <Icon className="hidden size-4 sm:block" aria-hidden />
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`recipient-panel-${mode}`} aria-labelledby={`recipient-tab-${mode}`}>
        {mode === 'book' ? (
          <div className="space-y-3">
            {added ? <Notice tone="success">{added}</Notice> : null}
            <AddressBookPicker entries={book} chosen={chosen} onToggle={onToggle} onChooseOnly={onChooseOnly} />
          </div>
        ) : mode === 'new' ? (
          <RecipientForm
            onAdded={(entry) => {
              onAdded([entry])
              setAdded(`${entry.name} is in your address book and chosen for this shipment.`)
              setMode('book')
            }}
          />
        ) : (
          <CsvImport onImported={onAdded} />
        )}
      </div>
    </div>
  )
}
