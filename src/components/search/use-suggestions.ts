'use client'

import { useRemoteAnswer } from '@/components/ui/use-remote-answer'
import { normaliseSearchQuery } from '@/domain/search/search-query'
import type { Suggestions } from '@/features/search/suggestions'

/** Fewer letters than this match too much to be worth a request. */
const MIN_LENGTH = 2
/** Waits for a pause in typing, so a fast typist sends one request rather than one a letter. */
const DEBOUNCE_MS = 120

/** The suggestions for what is in the search box; none for too short a text or a failed request. */
export function useSuggestions(text: string): { suggestions: Suggestions | null; loading: boolean } {
  const query = normaliseSearchQuery(text)
  const wanted = query && query.length >= MIN_LENGTH ? query : null
  const { answer, loading } = useRemoteAnswer<Suggestions>(
    wanted ? `/api/search/suggestions?${new URLSearchParams({ q: wanted })}` : null,
    DEBOUNCE_MS,
  )
  return { suggestions: answer, loading }
}
