'use client'

import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useFormStatus } from 'react-dom'

import { buttonClasses, type ButtonVariant } from '@/components/ui/button'

/** The form's submit button: shows that the request is on its way and cannot be sent twice. */
export function SubmitButton({
  children,
  pendingLabel,
  variant = 'primary',
  className = '',
  disabled,
}: {
  children: ReactNode
  pendingLabel: string
  variant?: ButtonVariant
  className?: string
  disabled?: boolean
}) {
  const { pending } = useFormStatus()
  return (
    <button type="submit" disabled={pending || disabled} aria-disabled={pending || disabled} className={buttonClasses(variant, 'md', className)}>
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      {pending ? pendingLabel : children}
    </button>
  )
}
