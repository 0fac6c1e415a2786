'use client'

import { useEffect, useRef, useState } from 'react'

export type RemoteAnswer<T> = { answer: T | null; loading: boolean }

/**
 * The JSON answer at `url` (null: nothing wanted) for what is being typed: fetched after a pause,
 * the previous request abandoned when the address changes, answers remembered for the page's
 * lifetime so deleting a letter shows the earlier answer at once. A failed request (offline,
 * rate-limited, signed out) answers null.
 */
export function useRemoteAnswer<T>(url: string | null, debounceMs: number): RemoteAnswer<T> {
  const answers = useRef(new Map<string, T>())
  const [state, setState] = useState<RemoteAnswer<T>>({ answer: null, loading: false })

  useEffect(() => {
    if (!url) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- nothing wanted shows nothing at once, without waiting for a request
      setState({ answer: null, loading: false })
      return
    }
    const known = answers.current.get(url)
    if (known) {
      setState({ answer: known, loading: false })
      return
    }
    setState((previous) => ({ ...previous, loading: true }))
    const controller = new AbortController()
    const ask = async () => {
      try {
        const response = await fetch(url, { signal: controller.signal })
        const answer = response.ok ? ((await response.json()) as T) : null
        if (answer) answers.current.set(url, answer)
        setState({ answer, loading: false })
      } catch (error) {
        if (!controller.signal.aborted) setState({ answer: null, loading: false })
        else if (!(error instanceof DOMException)) throw error
      }
    }
    // A failed request is handled inside (it answers null); only a bug is left to surface.
    const timer = setTimeout(() => void ask(), debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [url, debounceMs])

  return state
}
