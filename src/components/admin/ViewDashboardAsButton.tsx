'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { broadcastImpersonationChange } from '@/components/dashboard/impersonation-channel'

/** The customer's "View dashboard as" action in the admin: staff see the dashboard as that customer. */
export function ViewDashboardAsButton() {
  const { id } = useDocumentInfo()
  const [error, setError] = useState<string | null>(null)
  if (!id) return null
  const start = async () => {
    setError(null)
    const response = await fetch(`/payload-api/customers/${id}/impersonate`, { method: 'POST', credentials: 'same-origin' }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { message?: string; redirect?: string } | null
    if (!response?.ok || !body?.redirect) {
      setError(body?.message ?? 'Could not open the dashboard. Try again.')
      return
    }
    broadcastImpersonationChange()
    window.location.assign(body.redirect)
  }
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="medium" onClick={start} margin={false}>
        View dashboard as
      </Button>
      {error ? <p style={{ color: 'var(--theme-error-500)' }}>{error}</p> : null}
    </div>
  )
}
