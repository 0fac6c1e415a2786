'use client'

import { useFormContext } from 'react-hook-form'

import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input } from '@/components/ui/form-controls'
import type { RecipientIdKind } from '@/domain/delivery/customs'
import { RECIPIENT_ID_RULES } from '@/domain/delivery/recipient-ids'

/** How each ID is typed: a CPF is digits (dots and dash allowed), a PAN has capitals; room for the usual spacing. */
const TYPING: Record<RecipientIdKind, { inputMode?: 'numeric'; autoCapitalize?: 'characters'; maxLength: number }> = {
  cpf: { inputMode: 'numeric', maxLength: 14 },
  kyc: { autoCapitalize: 'characters', maxLength: 14 },
}

/**
 * The one box for an ID a destination's customs require, named as the server names it (`cpf`,
 * `kyc`). Never remembered by the browser: it is a personal number, often typed on a shared device.
 */
export function RecipientIdField({ kind }: { kind: RecipientIdKind }) {
  const { register, formState } = useFormContext<Record<RecipientIdKind, string>>()
  const { label, hint } = RECIPIENT_ID_RULES[kind]
  const error = formState.errors[kind]?.message
  return (
    <Field id={kind} label={label} hint={hint} error={error}>
      <Input
        {...fieldControlProps(kind, { error, hint: true })}
        {...register(kind)}
        {...TYPING[kind]}
        // Sized for the short number it takes, not the whole section.
        className="sm:max-w-xs"
        autoComplete="off"
        spellCheck={false}
        required
      />
    </Field>
  )
}
