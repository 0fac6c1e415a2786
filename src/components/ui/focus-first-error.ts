/**
 * Moves the focus to the first field in error, in the form's order (`controls`: each field the
 * server may refuse, by the id of its control), so its error is read out and in view. A group of
 * tick boxes (a fieldset) gives the focus to its first box.
 */
export function focusFirstError(controls: Record<string, string>, errors: Record<string, string>) {
  const id = Object.entries(controls).find(([field]) => errors[field])?.[1]
  const element = id ? document.getElementById(id) : null
  ;(element instanceof HTMLFieldSetElement ? element.querySelector('input') : element)?.focus()
}
