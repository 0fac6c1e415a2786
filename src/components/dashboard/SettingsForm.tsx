'use client'

import { type ReactNode, useActionState } from 'react'

import { FormAlert } from '@/components/auth/FormAlert'
import { type FormState, IDLE } from '@/features/auth/form-state'
import { SubmitButton } from '@/components/auth/SubmitButton'
import { useFocusFirstError } from '@/components/auth/use-focus-first-error'

type Action = (previous: FormState, form: FormData) => Promise<FormState>

/**
 * One settings card's form: its fields (given the action's latest answer), the answer's message,
 * and the save button in a footer.
 */
export function SettingsForm({
  action,
  submitLabel,
  pendingLabel,
  children,
}: {
  action: Action
  submitLabel: string
  pendingLabel: string
  children: (state: FormState) => ReactNode
}) {
  const [state, formAction] = useActionState(action, IDLE)
  const formRef = useFocusFirstError(state)
  return (
    <form ref={formRef} action={formAction} noValidate className="overflow-hidden rounded-2xl border border-line bg-white">
      <div className="space-y-4 p-5 sm:p-6">
        {children(state)}
        {state.message ? (
          <FormAlert tone={state.status === 'success' ? 'success' : 'error'}>
            <p>{state.message}</p>
          </FormAlert>
        ) : null}
      </div>
      <div className="flex justify-end border-t border-line bg-paper/60 px-5 py-3 sm:px-6">
        <SubmitButton pendingLabel={pendingLabel} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  )
}
