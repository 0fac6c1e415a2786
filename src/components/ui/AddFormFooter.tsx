import { Plus } from 'lucide-react'

import { buttonClasses } from './button'

/**
 * The end of a dashboard form that adds something: the form's own error, the confirmation once it
 * is added (`added`, or null), and the button, which says so while the form is sending.
 */
export function AddFormFooter({ error, added, pending, label }: { error?: string; added: string | null; pending: boolean; label: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {added ? (
        <p role="status" className="text-sm text-emerald-700">
          {added}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={buttonClasses('primary', 'md')}>
        <Plus className="size-4" aria-hidden />
        {pending ? 'Adding…' : label}
      </button>
    </>
  )
}
