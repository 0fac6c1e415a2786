'use client'

import { useRouter } from 'next/navigation'
import { Loader2, Search, X } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useMemo, useRef, useState } from 'react'

import { MAX_RAW_QUERY_LENGTH } from '@/domain/search/search-query'
import { resultsHref, suggestionOptions } from './suggestion-options'
import { useSearchShortcut } from './use-search-shortcut'
import { useSuggestions } from './use-suggestions'

// The list's code comes when the box is first focused, ahead of the first answer, not with every page.
const loadSuggestionList = () => import('./SuggestionList')
const SuggestionList = lazy(() => loadSuggestionList().then((module) => ({ default: module.SuggestionList })))

type Props = {
  /** The search already shown, on a results page. */
  defaultValue?: string
  /** Filters the results page keeps (category, sort). */
  hidden?: Record<string, string | null | undefined>
  /** Only one box on a page answers the `/` and Ctrl+K shortcut. */
  shortcut?: boolean
  className?: string
}

/**
 * A product search box with suggestions as you type (a combobox): arrow keys move through the
 * suggestions, Enter opens the one chosen or, with none chosen, the results page; Escape closes
 * the list, then clears the box. Without JavaScript it is a plain GET form to the results page.
 */
export function SearchBox({ defaultValue = '', hidden = {}, shortcut = false, className = '' }: Props) {
  const router = useRouter()
  const id = useId()
  const listId = `${id}-suggestions`
  const optionId = (index: number) => `${id}-option-${index}`
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(defaultValue)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { suggestions, loading } = useSuggestions(text)
  useSearchShortcut(input, shortcut)

  const options = useMemo(() => (suggestions ? suggestionOptions(suggestions, hidden) : []), [suggestions, hidden])
  const expanded = open && options.length > 0

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const go = (href: string) => {
    close()
    input.current?.blur()
    router.push(href)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = expanded && active >= 0 ? options[active] : null
    if (chosen) return go(chosen.href)
    if (text.trim()) go(resultsHref(text.trim(), hidden))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Past either end the cursor returns to the text, as in a browser's address bar.
      setActive((current) => {
        const next = current + step
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next
      })
    } else if (event.key === 'Escape') {
      // A search input clears itself on Escape; with the list open, Escape only closes the list.
      if (expanded) {
        event.preventDefault()
        close()
      } else setText('')
    }
  }

  return (
    <form role="search" action="/products" onSubmit={onSubmit} className={`relative ${className}`}>
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <label htmlFor={`${id}-input`} className="sr-only">
        Search products
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_RAW_QUERY_LENGTH}
          placeholder="Search tees, mugs, embroidery…"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => {
            setOpen(true)
            // Only a head start: a failed fetch is tried again when the list is first shown.
            loadSuggestionList().catch(() => undefined)
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-line bg-white pr-12 pl-10 text-sm shadow-xs placeholder:text-muted focus:border-ink focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <span className="absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-1">
          {loading ? <Loader2 className="size-4 animate-spin text-muted" aria-hidden /> : null}
          {text && !loading ? (
            <button
              type="button"
              aria-label="Clear search"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText('')
                input.current?.focus()
              }}
              className="flex size-7 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
          {shortcut && !text ? (
            <kbd className="hidden h-6 min-w-6 items-center justify-center rounded-md border border-line bg-paper px-1.5 font-sans text-xs text-muted lg:flex">
              /
            </kbd>
          ) : null}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded && suggestions
          ? `${suggestions.products.length} products and ${suggestions.categories.length} categories suggested. Use the arrow keys to choose.`
          : ''}
      </p>
      {expanded ? (
        <div className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-white shadow-xl shadow-ink/10">
          <Suspense fallback={null}>
            <SuggestionList id={listId} options={options} active={active} optionId={optionId} onChoose={go} onHover={setActive} />
          </Suspense>
        </div>
      ) : null}
    </form>
  )
}
