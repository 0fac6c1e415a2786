// Toasts are fixed to one edge of the screen; on a phone either edge can hide the field being
// filled in, so they go to the edge farther from it.

export type ToastEdge = 'top' | 'bottom'

type VerticalExtent = { top: number; bottom: number }

/** The bottom edge, unless the focused field (its box in viewport pixels) sits in the lower half of the screen. */
export function toastEdge(focusedField: VerticalExtent | null, viewportHeight: number): ToastEdge {
  if (!focusedField) return 'bottom'
  const middle = (focusedField.top + focusedField.bottom) / 2
  return middle > viewportHeight / 2 ? 'top' : 'bottom'
}
