'use client'

import { Controller, useFormContext } from 'react-hook-form'

import { ChoiceCards, type Choice } from './ChoiceCards'

/** Choice cards bound to the field `name` of the react-hook-form form around them (its FormProvider). */
export function ChoiceField<T extends string>({ name, choices }: { name: string; choices: Choice<T>[] }) {
  const { control } = useFormContext()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => <ChoiceCards name={field.name} value={field.value as T} choices={choices} onChange={field.onChange} />}
    />
  )
}
