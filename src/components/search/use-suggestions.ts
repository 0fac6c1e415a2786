'use client'

import { useEffect, useRef, useState } from 'react'

import { normaliseSearchQuery } from '@/domain/search/search-query'
import type { Suggestions } from '@/features/search/suggestions'

/** Fewer letters than this match too much to be worth a request. */
const MIN_LENGTH = 2
/** Waits for a pause in typing, so a fast typist sends one request rather than one a letter. */
const DEBOUNCE_MS = 120

export type SuggestionState = { query: string | null; suggestions: Suggestions | null; loading: boolean }

/**
 * The suggestions for what is in the search box: fetched after a pause, the previous request
 * abandoned when the text changes, answers remembered for the page's lifetime so deleting a
 * letter shows the earlier answer at once. A failed request (offline, rate-limited) shows none.
 */
export function useSuggestions(text: string): SuggestionState {
  const query = normaliseSearchQuery(text)
  const wanted = query && query.length >= MIN_LENGTH ? query : null
  const answers = useRef(new Map<string, Suggestions>())
  const [state, setState] = useState<SuggestionState>({ query: null, suggestions: null, loading: false })

  useEffect(() => {
    if (!wanted) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- too short a text shows no suggestions at once, without waiting for a request
      setState({ query: null, suggestions: null, loading: false })
      return
    }
    const known = answers.current.get(wanted)
    if (known) {
      setState({ query: wanted, suggestions: known, loading: false })
      return
    }
    setState((previous) => ({ ...previous, loading: true }))
    const controller = new AbortController()
    const ask = async () => {
      try {
        const response = await fetch(`/api/search/suggestions?${new URLSearchParams({ q: wanted })}`, { signal: controller.signal })
        const suggestions = response.ok ? ((await response.json()) as Suggestions) : null
        if (suggestions) answers.current.set(wanted, suggestions)
        setState({ query: wanted, suggestions, loading: false })
      } catch (error) {
        if (!controller.signal.aborted) setState({ query: wanted, suggestions: null, loading: false })
        else if (!(error instanceof DOMException)) throw error
      }
    }
    // A failed request is handled inside (it shows no suggestions); only a bug is left to surface.
    const timer = setTimeout(() => void ask(), DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted])

  return state
}
