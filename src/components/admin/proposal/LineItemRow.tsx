'use client'

import { ConfirmationModal, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { formatCents, lineTotal, parseDollarsToCents, unitPriceFor } from '@/domain/pricing'
import styles from './proposal.module.css'
import { updateLineItem, uploadMockup, type ProposalLineItem } from './proposal-api'

type Props = {
  line: ProposalLineItem
  customer: number | null
  editable: boolean
  first: boolean
  last: boolean
  onChange: (line: ProposalLineItem) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => Promise<void>
  onError: (message: string | null) => void
}

const dollars = (cents: number) => (cents / 100).toFixed(2)

/** One line of the proposal; every field saves when it is left, so nothing waits on a Save button. */
export function LineItemRow({ line, customer, editable, first, last, onChange, onMove, onRemove, onError }: Props) {
  const { openModal } = useModal()
  const [title, setTitle] = useState(line.title)
  const [quantity, setQuantity] = useState(String(line.quantity))
  const [price, setPrice] = useState(dollars(line.pricePerUnit ?? 0))
  const [saving, setSaving] = useState(false)
  const removeModal = `remove-line-${line.id}`
  const breakPrice = line.product?.priceBreaks?.length ? unitPriceFor(line.product.priceBreaks, line.quantity) : null

  const save = async (changes: Partial<ProposalLineItem>, next: ProposalLineItem) => {
    setSaving(true)
    const result = await updateLineItem(line.id, changes)
    setSaving(false)
    if (!result.ok) {
      onError(result.message)
      setTitle(line.title)
      setQuantity(String(line.quantity))
      setPrice(dollars(line.pricePerUnit ?? 0))
      return
    }
    onError(null)
    onChange(next)
  }

  // Saves run in the background on blur: save() reports a failure through onError itself.
  const saveTitle = () => {
    const trimmed = title.trim()
    if (!trimmed) return onError('A line item needs a title.')
    if (trimmed !== line.title) void save({ title: trimmed }, { ...line, title: trimmed })
  }
  const saveQuantity = () => {
    const value = Number(quantity)
    if (!Number.isSafeInteger(value) || value < 1) return onError('Quantity must be a whole number of at least 1.')
    if (value !== line.quantity) void save({ quantity: value }, { ...line, quantity: value })
  }
  const savePrice = (typed = price) => {
    const cents = parseDollarsToCents(typed)
    if (cents === null) return onError('Enter the unit price in dollars, like 12.50.')
    setPrice(dollars(cents))
    if (cents !== line.pricePerUnit) void save({ pricePerUnit: cents }, { ...line, pricePerUnit: cents })
  }
  const attachMockup = async (file: File | undefined) => {
    if (!file || customer === null) return
    setSaving(true)
    const result = await uploadMockup(line.id, customer, file)
    setSaving(false)
    if (!result.ok) return onError(result.message)
    onError(null)
    onChange({ ...line, mockupImage: { id: 0, url: URL.createObjectURL(file), filename: file.name } })
  }

  const thumbnail = line.mockupImage?.thumbnailURL ?? line.mockupImage?.url
  return (
    <li className={styles.line} aria-label={line.title}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a just-picked file is a blob: URL, which next/image's optimiser cannot fetch */}
      {thumbnail ? <img className={styles.thumb} src={thumbnail} alt={`Mockup of ${line.title}`} /> : <div className={styles.thumb}>No mockup</div>}
      <div>
        <div className={styles.fields}>
          <label className={styles.field}>
            Title
            <input value={title} disabled={!editable} maxLength={200} onChange={(e) => setTitle(e.target.value)} onBlur={saveTitle} />
          </label>
          <label className={styles.field}>
            Quantity
            <input inputMode="numeric" value={quantity} disabled={!editable} onChange={(e) => setQuantity(e.target.value)} onBlur={saveQuantity} />
          </label>
          <label className={styles.field}>
            Unit price ($)
            <input inputMode="decimal" value={price} disabled={!editable} onChange={(e) => setPrice(e.target.value)} onBlur={() => savePrice()} />
          </label>
        </div>
        <div className={styles.row}>
          <span>
            {[line.product?.title, line.variant?.name].filter(Boolean).join(' · ') || 'Custom item'} — line total{' '}
            <strong>{formatCents(lineTotal({ quantity: line.quantity, pricePerUnit: line.pricePerUnit ?? 0 }))}</strong>
          </span>
          {editable && breakPrice !== null && breakPrice !== line.pricePerUnit ? (
            <button type="button" className={styles.linkButton} onClick={() => savePrice(dollars(breakPrice))}>
              Use the price break ({formatCents(breakPrice)})
            </button>
          ) : null}
          {saving ? <span className={styles.muted}>Saving…</span> : null}
        </div>
        {editable ? (
          <div className={styles.row}>
            <label>
              <input
                type="checkbox"
                checked={line.hasSizing}
                onChange={(e) => void save({ hasSizing: e.target.checked }, { ...line, hasSizing: e.target.checked })}
              />{' '}
              Customer picks sizes
            </label>
            <label className={styles.fileButton}>
              {line.mockupImage ? 'Replace mockup' : 'Upload mockup'}
              <input
                type="file"
                className={styles.visuallyHidden}
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => void attachMockup(e.target.files?.[0])}
              />
            </label>
            <span className={styles.actions}>
              <button type="button" className={styles.iconButton} disabled={first} onClick={() => onMove(-1)} aria-label={`Move ${line.title} up`}>
                ↑
              </button>
              <button type="button" className={styles.iconButton} disabled={last} onClick={() => onMove(1)} aria-label={`Move ${line.title} down`}>
                ↓
              </button>
              <button type="button" className={styles.linkButton} onClick={() => openModal(removeModal)}>
                Remove
              </button>
            </span>
            <ConfirmationModal
              modalSlug={removeModal}
              heading={`Remove ${line.title}?`}
              body="The line item is deleted from the proposal. This cannot be undone."
              confirmLabel="Remove"
              onConfirm={onRemove}
            />
          </div>
        ) : null}
      </div>
    </li>
  )
}
