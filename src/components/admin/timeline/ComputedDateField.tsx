'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'

import { formatDate } from '@/domain/display-date'

/** A date the server computes, shown as text: no picker to open and nothing to clear. */
export const ComputedDateField: DateFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path })
  return (
    <div className="field-type" style={{ flex: 1 }}>
      <FieldLabel label={field.label} path={path} />
      <p style={{ margin: 0, padding: 'calc(var(--base) / 2) 0' }}>{value ? formatDate(value) : 'Not set'}</p>
    </div>
  )
}
