'use client'

import { Button, ConfirmationModal, Pill, TextInput, useDocumentInfo, useField, useFormFields, useFormModified, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { statusLabel } from '@/domain/project-status'
import { shipmentStatusLabel } from '@/domain/shipment-status'
import { isStatusCollection, staffStatusActions, type StaffStatusAction } from '@/domain/staff-status-actions'
import { adminRequest } from './admin-api'

const MODAL = 'status-action'

/**
 * Replaces the status select for staff: the current status, and a button for each move the status
 * machine allows from it. Each asks for confirmation, says what it sets off, then saves the move
 * on its own and reloads the document so every side effect shows.
 */
export function StatusActions({ path }: { path: string }) {
  const { id, collectionSlug } = useDocumentInfo()
  const { value: status } = useField<string>({ path })
  const savedTrackingUrl = useFormFields(([fields]) => fields.trackingUrl?.value as string | undefined)
  const modified = useFormModified()
  const { openModal } = useModal()
  const [chosen, setChosen] = useState<StaffStatusAction | null>(null)
  const [trackingUrl, setTrackingUrl] = useState('')
  const [error, setError] = useState<string | null>(null)

  if (!isStatusCollection(collectionSlug)) return null
  const label = collectionSlug === 'shipments' ? shipmentStatusLabel(status ?? 'pending') : statusLabel(status ?? 'pending')
  const actions = id ? staffStatusActions(collectionSlug, status ?? 'pending') : []

  const choose = (action: StaffStatusAction) => {
    setError(modified ? 'Save your changes first, then change the status.' : null)
    if (modified) return
    setChosen(action)
    setTrackingUrl(savedTrackingUrl ?? '')
    openModal(MODAL)
  }

  const confirm = async () => {
    if (!chosen) return
    const body = chosen.needsTrackingUrl ? { status: chosen.to, trackingUrl: trackingUrl.trim() } : { status: chosen.to }
    const result = await adminRequest(`/${collectionSlug}/${id}`, { method: 'PATCH', body })
    if (!result.ok) {
      setError(result.message)
      return
    }
    window.location.reload()
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">Status</div>
      <Pill>{label}</Pill>
      {id ? null : <p style={{ color: 'var(--theme-elevation-500)' }}>New documents start as Pending.</p>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginTop: 'calc(var(--base) / 2)' }}>
        {actions.map((action) => (
          <Button
            key={action.to}
            buttonStyle={action.destructive ? 'secondary' : 'primary'}
            size="small"
            margin={false}
            onClick={() => choose(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      <ConfirmationModal
        modalSlug={MODAL}
        heading={chosen ? `${chosen.label}?` : ''}
        confirmLabel={chosen?.label ?? 'Confirm'}
        body={
          <div>
            <p>{chosen?.consequence}</p>
            {chosen?.needsTrackingUrl ? (
              <TextInput
                path="trackingUrlForShipping"
                label="Tracking link"
                required
                value={trackingUrl}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setTrackingUrl(event.target.value)}
              />
            ) : null}
          </div>
        }
        onConfirm={confirm}
      />
    </div>
  )
}
