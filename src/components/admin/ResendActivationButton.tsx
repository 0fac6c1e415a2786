'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { adminRequest } from './admin-api'

/** On a customer: email the activation (or verification) link again. */
export function ResendActivationButton() {
  const { id } = useDocumentInfo()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  if (!id) return null
  const resend = async () => {
    setBusy(true)
    const result = await adminRequest<{ message: string }>(`/customers/${id}/resend-activation`, { method: 'POST' })
    setBusy(false)
    setOutcome(result.ok ? { ok: true, message: result.body.message } : { ok: false, message: result.message })
  }
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={resend}>
        {busy ? 'Sending…' : 'Resend activation'}
      </Button>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} style={{ color: outcome.ok ? 'var(--theme-elevation-600)' : 'var(--theme-error-500)' }}>
          {outcome.message}
        </p>
      ) : null}
    </div>
  )
}
