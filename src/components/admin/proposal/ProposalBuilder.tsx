'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { formatCents, priceSummary } from '@/domain/pricing'
import { relationId } from '@/platform/relation-id'
import { AddLineItem } from './AddLineItem'
import { LineItemRow } from './LineItemRow'
import styles from './proposal.module.css'
import { listLineItems, removeLineItem, updateLineItem, type ProposalLineItem } from './proposal-api'

const LOCKED_STATUSES = ['awaiting_payment', 'completed']

/**
 * The proposal on a project, built by staff: line items with product, variant, quantity, price
 * (the price break unless overridden), sizing and mockup, in order, with the totals the customer
 * will see computed live by the pricing module. Each change is saved as it is made.
 */
export function ProposalBuilder() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const customer = useFormFields(([fields]) => relationId(fields.customer?.value))
  const shipping = useFormFields(([fields]) => Number(fields.shippingEstimate?.value ?? 0))
  const [lines, setLines] = useState<ProposalLineItem[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    if (!id) return
    const result = await listLineItems(id)
    if (result.ok) setLines(result.body.docs)
    else setError(result.message)
  }, [id])

  useEffect(() => {
    // load() reports a failure through setError, so nothing is left to await.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- it sets state only once the API answers
    void load()
  }, [load])

  if (!id) return <p className={styles.muted}>Save the project to start its proposal.</p>

  const editable = !LOCKED_STATUSES.includes(status ?? '')
  const summary = priceSummary({
    lines: (lines ?? []).map((line) => ({ quantity: line.quantity, pricePerUnit: line.pricePerUnit ?? 0 })),
    shippingEstimate: Number.isSafeInteger(shipping) && shipping >= 0 ? shipping : 0,
  })

  const replaceLine = (next: ProposalLineItem) => setLines((current) => current?.map((line) => (line.id === next.id ? next : line)) ?? null)

  const move = async (index: number, by: -1 | 1) => {
    if (!lines?.[index] || !lines[index + by]) return
    const swapped = [...lines]
    ;[swapped[index], swapped[index + by]] = [lines[index + by]!, lines[index]!]
    // Positions are rewritten as 1..n, so items that shared a position get a stable order too.
    const renumbered = swapped.map((line, at) => ({ ...line, position: at + 1 }))
    setLines(renumbered)
    const stored = new Map(lines.map((line) => [line.id, line.position]))
    for (const line of renumbered.filter((item) => stored.get(item.id) !== item.position)) {
      const result = await updateLineItem(line.id, { position: line.position })
      if (!result.ok) {
        setError(result.message)
        await load()
        return
      }
    }
  }

  const remove = async (line: ProposalLineItem) => {
    const result = await removeLineItem(line.id)
    if (!result.ok) setError(result.message)
    await load()
  }

  return (
    <section className={styles.builder} aria-labelledby="proposal-heading">
      <div className={styles.heading}>
        <h3 id="proposal-heading">Proposal</h3>
        {editable ? null : <span className={styles.muted}>Locked while the customer pays or once completed.</span>}
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {lines === null ? (
        <p className={styles.muted}>Loading line items…</p>
      ) : lines.length === 0 ? (
        <p className={styles.muted}>No line items yet. Add the first product below.</p>
      ) : (
        <ol className={styles.lines}>
          {lines.map((line, index) => (
            <LineItemRow
              key={line.id}
              line={line}
              customer={customer}
              editable={editable}
              first={index === 0}
              last={index === lines.length - 1}
              onChange={replaceLine}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(line)}
              onError={setError}
            />
          ))}
        </ol>
      )}
      <dl className={styles.totals} aria-label="Proposal totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(summary.subtotal)}</dd>
        <dt>Shipping estimate</dt>
        <dd>{formatCents(summary.shipping)}</dd>
        <dt>GST</dt>
        <dd>{formatCents(summary.gst)}</dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatCents(summary.totalIncGst)}</dd>
      </dl>
      {editable ? <AddLineItem project={Number(id)} nextPosition={(lines?.length ?? 0) + 1} onAdded={load} /> : null}
    </section>
  )
}
