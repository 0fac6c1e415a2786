'use client'

import { UploadField, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UploadFieldClientProps } from 'payload'

import { relationId } from '@/platform/relation-id'
import { ProofOriginContext } from './proof-origin-context'

/**
 * The proof of an order's artwork item. Payload's own upload field, inside which the "Create New"
 * drawer learns the order and the item's line item, so the new proof starts out filled in with them.
 */
export function ArtworkProofField(props: UploadFieldClientProps) {
  const { id } = useDocumentInfo()
  const lineItemPath = props.path.replace(/artworkProof$/, 'lineItem')
  const lineItem = useFormFields(([fields]) => relationId(fields[lineItemPath]?.value))
  return (
    <ProofOriginContext.Provider value={{ order: relationId(id), lineItem }}>
      <UploadField {...props} />
    </ProofOriginContext.Provider>
  )
}
