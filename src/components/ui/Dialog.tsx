'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'

const CONTENT_CLASSES = {
  centre:
    'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-white p-6 text-left text-ink shadow-xl outline-none',
  side: 'fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-md flex-col bg-paper text-ink shadow-2xl outline-none',
} as const

/**
 * A modal dialog (Radix): focus moves into it and stays there, Escape or a `DialogClose` button
 * closes it, and focus goes back to the button that opened it. `trigger` is that button; a dialog
 * opened from elsewhere on the page has none and says where focus returns with `returnFocus`.
 * `side` is a full-height panel at the right edge, with its title and a Close button in a bar on top.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  returnFocus,
  placement = 'centre',
  title,
  description,
  children,
}: {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactNode
  returnFocus?: () => HTMLElement | null
  placement?: keyof typeof CONTENT_CLASSES
  title: ReactNode
  description: ReactNode
  children: ReactNode
}) {
  const onCloseAutoFocus = returnFocus
    ? (event: Event) => {
        event.preventDefault()
        returnFocus()?.focus()
      }
    : undefined
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <RadixDialog.Content onCloseAutoFocus={onCloseAutoFocus} className={CONTENT_CLASSES[placement]}>
          {placement === 'side' ? (
            <div className="flex items-center justify-between border-b border-line px-6 py-5">
              <div>
                <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
                <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description>
              </div>
              <RadixDialog.Close className="rounded-full p-2 hover:bg-sand" aria-label="Close">
                <X className="size-5" aria-hidden />
              </RadixDialog.Close>
            </div>
          ) : (
            <>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Description className="mt-2 text-sm text-muted">{description}</RadixDialog.Description>
            </>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** Closes the dialog it is in; wraps the dialog's own Cancel button. */
export const DialogClose = RadixDialog.Close
