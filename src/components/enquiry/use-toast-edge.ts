'use client'

import { useEffect, useState } from 'react'

import { type ToastEdge, toastEdge } from '@/domain/toast-placement'

const FIELDS = 'input, select, textarea'

/** The screen edge for toasts, kept away from the field in focus as it moves or the page scrolls. */
export function useToastEdge(): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>('bottom')

  useEffect(() => {
    const update = () => {
      const active = document.activeElement
      const field = active instanceof HTMLElement && active.matches(FIELDS) ? active.getBoundingClientRect() : null
      setEdge(toastEdge(field, window.innerHeight))
    }
    // On focusout the next element is not focused yet; a frame later it is.
    const afterFocusMoves = () => requestAnimationFrame(update)
    document.addEventListener('focusin', update)
    document.addEventListener('focusout', afterFocusMoves)
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      document.removeEventListener('focusin', update)
      document.removeEventListener('focusout', afterFocusMoves)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  return edge
}
