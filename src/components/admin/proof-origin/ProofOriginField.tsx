'use client'

import { RelationshipField, useDocumentInfo, useField, useFormInitializing } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'
import { useEffect, useRef } from 'react'

import { useProofOrigin, type ProofOrigin } from './proof-origin-context'

/**
 * A proof's order or line item: a new proof made from an order's artwork item starts with the
 * value that item gives, which staff may still change.
 */
export function ProofOriginField(props: RelationshipFieldClientProps) {
  const origin = useProofOrigin()
  const { id } = useDocumentInfo()
  const { value, setValue } = useField({ path: props.path })
  // The form puts its initial state in place after its fields first render; a value set before would be lost.
  const initializing = useFormInitializing()
  const given = origin?.[props.field.name as keyof ProofOrigin] ?? null
  // Filled in once: a value staff clear afterwards stays cleared.
  const filled = useRef(false)

  useEffect(() => {
    if (initializing || filled.current || id || given === null || (value !== null && value !== undefined)) return
    filled.current = true
    setValue(given)
  }, [initializing, id, given, value, setValue])

  return <RelationshipField {...props} />
}
