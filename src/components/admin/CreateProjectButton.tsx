'use client'

import { Button, Link, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { relationId } from '@/platform/relation-id'
import { adminRequest } from './admin-api'

/** On an enquiry: open its project, or turn a submitted enquiry into a pending project. */
export function CreateProjectButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const project = useFormFields(([fields]) => relationId(fields.project?.value))
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!id) return null

  if (project !== null) {
    return (
      <p style={{ marginBottom: 'var(--base)' }}>
        <Link href={`/admin/collections/projects/${project}`}>Open project #{project}</Link>
      </p>
    )
  }
  if (status !== 'submitted') {
    return <p style={{ marginBottom: 'var(--base)', color: 'var(--theme-elevation-500)' }}>A project can be created once the enquiry is submitted.</p>
  }

  const create = async () => {
    setBusy(true)
    setError(null)
    const result = await adminRequest<{ project: number }>(`/enquiries/${id}/create-project`, { method: 'POST' })
    if (!result.ok) {
      setError(result.message)
      setBusy(false)
      return
    }
    router.push(`/admin/collections/projects/${result.body.project}`)
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" size="medium" margin={false} disabled={busy} onClick={create}>
        {busy ? 'Creating project…' : 'Create project'}
      </Button>
      <p style={{ color: 'var(--theme-elevation-500)', marginTop: 'calc(var(--base) / 2)' }}>
        A pending project for this customer, with a line item for each product they asked about.
      </p>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
